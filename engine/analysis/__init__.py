"""Balance analysis: players, a solver, parallel simulation runs and the report."""
