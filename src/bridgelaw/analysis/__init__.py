"""Analysis for the director: double dummy over endings, claims (Law 70), revoke equity
(Law 64C). Pure functions over bridgelaw's values; the director asks, a human decides."""
