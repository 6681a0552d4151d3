"""Import of Kabaler `.pat` patience definitions into PatFinder XML game files."""

from engine.patimport.cli import main
from engine.patimport.convert import ImportResult, convert_pat
from engine.patimport.reader import PatSyntaxError, decode_bytes, read_pat

__all__ = ["ImportResult", "PatSyntaxError", "convert_pat", "decode_bytes", "main", "read_pat"]
