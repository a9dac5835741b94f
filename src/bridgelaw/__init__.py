"""bridgelaw."""
