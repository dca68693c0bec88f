# The two commands of the README: `make run` and `make test`. Everything else is a small verb for developers.
SHELL := /bin/bash
export DATABASE_URL_TEST ?= mysql://root@127.0.0.1:3306/test
# The Node.js line of .nvmrc, installed into .tools/ from the npm registry when the machine's node is another one.
NODE_BIN := $(shell bash infra/scripts/ensure-node.sh)
export PATH := $(NODE_BIN):$(PATH)
export npm_config_nodedir := $(patsubst %/bin,%,$(NODE_BIN))

.PHONY: run test check static test-times-reset install build system-deps check-generated lint format lint-openapi typecheck test-backend test-backend-sqlite test-frontend test-browser test-cluster openapi gen-api seed bench clean

node_modules/.install-stamp: package-lock.json backend/package.json frontend/package.json site/package.json
	npm ci --no-audit --no-fund
	touch $@

install: node_modules/.install-stamp

build: install
	$(timed) npm run build

## Build and start the shop on http://localhost:3000 with the embedded SQLite database (seeded on first start).
run: build
	npm start

system-deps:
	DATABASE_URL=$(DATABASE_URL_TEST) bash infra/scripts/ensure-system-deps.sh

# Each suite's time lands in this file and is printed at the end (infra/scripts/timed.sh).
export TEST_TIMES_FILE := $(CURDIR)/node_modules/.test-times
timed = bash infra/scripts/timed.sh $@
# Workers for the Jest suites: each test file has a database of its own, so files run side by side.
JEST_WORKERS ?= 3

## Every suite of the project: generated files, types, API (MariaDB and SQLite), components, browser.
test: test-times-reset install system-deps static test-backend test-backend-sqlite test-frontend build test-browser test-cluster
	@echo "node $$(node --version); suite times:"; sed 's/^/  /' $(TEST_TIMES_FILE)
	@echo "make test: all suites passed"

## The static checks, two at a time: each is one single-threaded process, so tsc and the short ones run beside ESLint.
## Each one's output is printed whole when it ends (--output-sync).
static: install
	$(timed) $(MAKE) --no-print-directory -j2 --output-sync=target lint check-generated format lint-openapi typecheck

test-times-reset:
	@mkdir -p node_modules && : > $(TEST_TIMES_FILE)

## The inner loop, at most 3 minutes for a small change: Prettier, ESLint and tsc with their caches (node_modules/.cache),
## the backend unit tests and the component tests that the change reaches, and the end-to-end files of the backend
## modules changed since CHECK_BASE (default: the uncommitted change; `make check CHECK_BASE=main`).
CHECK_BASE ?= HEAD
CACHE := $(CURDIR)/node_modules/.cache
check: install
	npx prettier --check --cache --cache-strategy content --log-level warn .
	npx eslint --cache --cache-strategy content --cache-location $(CACHE)/eslint/ --max-warnings 0 .
	npm run typecheck -w site -- --incremental --tsBuildInfoFile $(CACHE)/tsc/site.tsbuildinfo
	npm run typecheck -w backend -- --incremental --tsBuildInfoFile $(CACHE)/tsc/backend.tsbuildinfo
	npm run typecheck -w frontend -- --incremental --tsBuildInfoFile $(CACHE)/tsc/frontend.tsbuildinfo
	npm run test:unit -w backend -- --ci --changedSince=$(CHECK_BASE) --passWithNoTests
	npm run test -w frontend -- --changed $(CHECK_BASE) --passWithNoTests
	files="$$(bash infra/scripts/changed-e2e.sh $(CHECK_BASE))"; \
	  if [ -n "$$files" ]; then cd backend && DATABASE_URL=$(DATABASE_URL_TEST) npx jest $$files --ci --maxWorkers=$(JEST_WORKERS) --selectProjects e2e; fi

check-generated:
	$(timed) bash -c 'npm run openapi:check -w backend && npm run gen:api:check -w frontend'

## ESLint over both workspaces (eslint.config.mjs: strict type-checked rules, React hooks, a11y, the module map); a warning fails too; the tests that no-cycle, the frontend's layer zones and entity-ownership fire, the check of the product page's path in docs/architecture.md; madge finds no import cycle in backend/src or frontend/src. The longest static check: `static` starts it first and runs the others beside it.
lint: install
	$(timed) bash -c 'npm run lint && node --test backend/test/lint/no-cycle.test.mjs frontend/test/lint/layers.test.mjs backend/test/lint/entity-ownership.test.mjs backend/test/lint/page-path.test.mjs && npx madge --circular --extensions ts backend/src && npx madge --circular frontend/src'

## Prettier's check over both workspaces.
format: install
	$(timed) npm run format:check

## Spectral's spectral:oas rules over the committed contract (.spectral.yaml); a warning fails too.
lint-openapi: install
	$(timed) npm run lint:openapi

typecheck:
	$(timed) bash -c 'npm run typecheck -w site && npm run typecheck -w backend && npm run typecheck -w frontend'

test-backend:
	DATABASE_URL=$(DATABASE_URL_TEST) $(timed) npm run test:ci -w backend -- --maxWorkers=$(JEST_WORKERS)

## The end-to-end files whose behaviour differs on SQLite (the list in backend/jest.config.js).
test-backend-sqlite:
	$(timed) npm run test:e2e:sqlite -w backend -- --maxWorkers=$(JEST_WORKERS)

test-frontend:
	$(timed) npm run test -w frontend

test-browser:
	$(timed) npm run test:browser -w frontend

## Two built instances on one fresh MariaDB database, their own Redis and nginx (infra/nginx/shop.conf); run `npm run build` first.
test-cluster:
	DATABASE_URL_TEST=$(DATABASE_URL_TEST) $(timed) node --test infra/testing/cluster.test.mjs infra/testing/nginx-https.test.mjs

openapi: install
	npm run openapi

gen-api: openapi
	npm run gen:api

seed: build
	npm run seed

bench: build
	npm run bench

clean:
	rm -rf backend/dist frontend/dist node_modules/.install-stamp
