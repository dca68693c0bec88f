# The two commands of the README: `make run` and `make test`. Everything else is a small verb for developers.
SHELL := /bin/bash
export DATABASE_URL_TEST ?= mysql://root@127.0.0.1:3306/test
# The Node.js line of .nvmrc, installed into .tools/ from the npm registry when the machine's node is another one.
NODE_BIN := $(shell bash infra/scripts/ensure-node.sh)
export PATH := $(NODE_BIN):$(PATH)
export npm_config_nodedir := $(patsubst %/bin,%,$(NODE_BIN))

.PHONY: run test install build system-deps check-generated lint lint-openapi typecheck test-backend test-backend-sqlite test-frontend test-browser test-cluster openapi gen-api seed bench clean

node_modules/.install-stamp: package-lock.json backend/package.json frontend/package.json site/package.json
	npm ci --no-audit --no-fund
	touch $@

install: node_modules/.install-stamp

build: install
	npm run build

## Build and start the shop on http://localhost:3000 with the embedded SQLite database (seeded on first start).
run: build
	npm start

system-deps:
	DATABASE_URL=$(DATABASE_URL_TEST) bash infra/scripts/ensure-system-deps.sh

## Every suite of the project: generated files, types, API (MariaDB and SQLite), components, browser.
test: install system-deps check-generated lint lint-openapi typecheck test-backend test-backend-sqlite test-frontend build test-browser test-cluster
	@echo "make test: all suites passed"

check-generated:
	npm run openapi:check -w backend
	npm run gen:api:check -w frontend

## ESLint over both workspaces (eslint.config.mjs: strict type-checked rules, React hooks, a11y, the module map); a warning fails too; and the test that no-cycle fires.
lint: install
	npm run lint
	node --test backend/test/lint/no-cycle.test.mjs

## Spectral's spectral:oas rules over the committed contract (.spectral.yaml); a warning fails too.
lint-openapi: install
	npm run lint:openapi

typecheck:
	npm run typecheck -w site
	npm run typecheck -w backend
	npm run typecheck -w frontend

test-backend:
	DATABASE_URL=$(DATABASE_URL_TEST) npm run test:ci -w backend

test-backend-sqlite:
	TEST_DB=sqlite npm run test:e2e -w backend -- --testPathIgnorePatterns 'mysql\.e2e-spec'

test-frontend:
	npm run test -w frontend

test-browser:
	npm run test:browser -w frontend

## Two built instances on one fresh MariaDB database, their own Redis and nginx (infra/nginx/shop.conf); run `npm run build` first.
test-cluster:
	DATABASE_URL_TEST=$(DATABASE_URL_TEST) node --test infra/testing/cluster.test.mjs

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
