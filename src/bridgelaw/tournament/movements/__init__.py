"""Movement builders, one module per family: Mitchell (with arrow switch), Howell,
team matches and round robins, Swiss pairings."""
