// `shop/entity-ownership`: a backend module writes only its own tables. A write through another module's entity
// (an update, insert, delete or save naming it, through the manager, a repository or a query builder) is reported;
// reading another module's entities, for a report or as a type, is allowed. The owner of an entity is the folder of
// backend/src its `*.entity.ts` file lives in. backend/test/lint/entity-ownership.test.mjs shows that it fires.
import path from 'node:path';

/** Methods that write when called with an entity (`manager.update(Order, …)`) or on a repository of one. */
const WRITES = new Set([
  'insert',
  'update',
  'upsert',
  'delete',
  'save',
  'remove',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'increment',
  'decrement',
  'clear',
]);
/** Calls whose entity argument makes the rest of the chain about that entity. */
const ROOTS = new Set(['getRepository', 'createQueryBuilder', 'withRepository']);
/** The project's own insert helpers (common/insert-rows.ts): the entity is their second argument. */
const INSERT_HELPERS = new Set(['insertRows', 'insertRow']);

const nameOf = (property) => (property?.type === 'Identifier' ? property.name : undefined);

export const entityOwnership = {
  meta: {
    type: 'problem',
    docs: { description: "A backend module writes only its own tables; other modules' entities are read-only." },
    schema: [
      {
        type: 'object',
        properties: {
          srcDir: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
        },
        required: ['srcDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreignWrite:
        '{{module}} writes a table of {{owner}} through {{entity}}: ask a service of {{owner}} instead (a transaction-aware call that takes the EntityManager).',
    },
  },
  create(context) {
    const { srcDir, shared = [] } = context.options[0];
    const file = context.filename;
    const relative = path.relative(srcDir, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
    const [module] = relative.split(path.sep);
    if (shared.includes(module)) return {};

    /** Local name of an imported entity → the module that owns it (only other modules' entities). */
    const foreign = new Map();
    /** `this.<property>` repositories injected for another module's entity → its owner and entity. */
    const injected = new Map();

    const ownerOf = (node) => (node?.type === 'Identifier' ? foreign.get(node.name) : undefined);

    /** The foreign entity a chain (`this.repo.…`, `getRepository(E).…`, `createQueryBuilder(E, 'e').…`) is rooted in. */
    function rootOf(node) {
      let current = node;
      while (current) {
        if (current.type === 'CallExpression') {
          if (ROOTS.has(nameOf(current.callee.property)) && ownerOf(current.arguments[0]))
            return { ...ownerOf(current.arguments[0]), entity: current.arguments[0].name };
          current = current.callee;
        } else if (current.type === 'MemberExpression') {
          if (current.object.type === 'ThisExpression' && injected.has(nameOf(current.property)))
            return injected.get(nameOf(current.property));
          current = current.object;
        } else if (current.type === 'ChainExpression' || current.type === 'TSNonNullExpression') {
          current = current.expression;
        } else return undefined;
      }
      return undefined;
    }

    /** True when a query builder chain below `node` has called `.delete()` (so `.from(E)` names what it deletes). */
    function deletes(node) {
      for (let current = node; current;) {
        if (current.type === 'CallExpression') {
          if (nameOf(current.callee.property) === 'delete') return true;
          current = current.callee;
        } else if (current.type === 'MemberExpression') current = current.object;
        else return false;
      }
      return false;
    }

    function report(node, target) {
      context.report({ node, messageId: 'foreignWrite', data: { module, owner: target.owner, entity: target.entity } });
    }

    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.') || !source.endsWith('.entity')) return;
        const target = path.relative(srcDir, path.resolve(path.dirname(file), source));
        const [owner] = target.split(path.sep);
        if (target.startsWith('..') || owner === module) return;
        for (const specifier of node.specifiers)
          if (specifier.type === 'ImportSpecifier' || specifier.type === 'ImportDefaultSpecifier')
            foreign.set(specifier.local.name, { owner });
      },
      // constructor(@InjectRepository(Order) private readonly orders: Repository<Order>)
      TSParameterProperty(node) {
        const entity = node.decorators
          ?.map((d) => d.expression)
          .find((e) => e.type === 'CallExpression' && e.callee.name === 'InjectRepository')?.arguments[0];
        if (ownerOf(entity) && node.parameter.type === 'Identifier')
          injected.set(node.parameter.name, { ...ownerOf(entity), entity: entity.name });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && INSERT_HELPERS.has(callee.name) && ownerOf(node.arguments[1])) {
          report(node, { ...ownerOf(node.arguments[1]), entity: node.arguments[1].name });
          return;
        }
        if (callee.type !== 'MemberExpression') return;
        const method = nameOf(callee.property);
        const [first] = node.arguments;
        const named =
          (WRITES.has(method) || method === 'into' || (method === 'from' && deletes(callee.object))) && ownerOf(first);
        if (named) return report(node, { ...ownerOf(first), entity: first.name });
        if (WRITES.has(method)) {
          const root = rootOf(callee.object);
          if (root) report(node, root);
        }
      },
    };
  },
};

export default { rules: { 'entity-ownership': entityOwnership } };
