"""Seeded mutation fuzzing of the shipped games through lint, load, play, undo and replay."""
