# bridgelaw: `make run` (set up and run the main job), `make test` (set up and run the suite).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run hand-records test lint layers typecheck pytest screenshots bench fuzz setup system-deps clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

# Debian packages (chromium for the page tests, pango for weasyprint; PostgreSQL and
# Redis for the server's tests): quick when present.
system-deps:
	scripts/system-deps.sh
	scripts/services.sh install

setup: system-deps $(STAMP)

# The main job: the platform on SQLite (data/) with a demo room, one table with four
# seats for people; it prints the address to open. BRIDGELAW_PORT/HOST change them.
run: system-deps $(STAMP)
	$(BIN)/bridgelaw serve --data-dir data

# Hand records of a 32-board session with double-dummy tables and par (PBN and HTML).
hand-records: system-deps $(STAMP)
	mkdir -p out
	$(BIN)/bridgelaw deal --boards 32 --dd -o out/session.pbn
	$(BIN)/bridgelaw show out/session.pbn --html out/session.html

lint: $(STAMP)
	$(BIN)/ruff check src tests bench tools
	$(BIN)/ruff format --check src tests bench tools

# The import-linter layers contract in pyproject.toml (tests/test_architecture.py runs it too).
layers: $(STAMP)
	$(BIN)/lint-imports --no-cache

typecheck: $(STAMP)
	$(BIN)/mypy

# The server's tests run on SQLite and on PostgreSQL, and the two-process test needs
# Redis: scripts/services.sh installs both from Debian if missing, starts throwaway
# instances for this run (their URLs in BRIDGELAW_TEST_POSTGRES_URL/_REDIS_URL) and
# stops them when pytest ends, whatever its outcome.
pytest: system-deps $(STAMP)
	scripts/services.sh run env BRIDGELAW_LAW_AUDIT=1 $(BIN)/pytest -n 2 -q

test: lint layers typecheck pytest

# The tests write their screenshots to the untracked build/screenshots/; this runs the
# suite with them going to docs/screenshots/ instead, the pictures the docs show.
screenshots: system-deps $(STAMP)
	scripts/services.sh run env BRIDGELAW_SCREENSHOTS_DIR=$(CURDIR)/docs/screenshots $(BIN)/pytest -n 2 -q

# Property tests with new random examples, SCALE times as many (not part of `make test`).
fuzz: $(STAMP)
	BRIDGELAW_HYPOTHESIS=fuzz BRIDGELAW_FUZZ_SCALE=$${SCALE:-10} $(BIN)/pytest -n 2 -q tests/property

bench: $(STAMP)
	$(BIN)/pip install --quiet -e '.[dev,bench]'
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) out .mypy_cache .pytest_cache .ruff_cache .import_linter_cache .grimp_cache
