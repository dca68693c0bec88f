// The not-found page, also shown by screens whose item does not exist (an unknown journal article).
export { NotFoundPage } from './NotFoundPage';
