"""``python -m bridgelaw.cli``."""

from bridgelaw.cli.app import main

main()
