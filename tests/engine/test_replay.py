"""Tests for engine.replay: script syntax, field names, refused lines, final state."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from engine_fixtures import definition, klondike

from engine.replay import parse_script, replay, strip_comment


def test_comments_and_field_references() -> None:
    assert strip_comment("move #3 #5 2  # three to five") == "move #3 #5 2"
    assert strip_comment("# whole line") == ""
    assert strip_comment("click stock#x") == "click stock#x"
    assert strip_comment("move a b #note") == "move a b"
    cmds = parse_script("\n  # only a comment\nmove  a   b\n\nundo\n")
    assert [(c.word, c.args, c.line) for c in cmds] == [("move", ("a", "b"), 3), ("undo", (), 5)]


def test_replay_steps_and_state() -> None:
    result = replay(klondike(), "click stock\nmove t.2 t.3\nundo\nredo\nauto\n", seed=1)
    assert [s["ok"] for s in result["steps"]] == [True, True, True, True, True]
    assert result["steps"][0] == {
        "command": "click stock",
        "ok": True,
        "reason": None,
        "code": None,
    }
    state = result["state"]
    assert state["seed"] == 1 and state["status"] == "running"
    assert state["fields"][8]["cards"][-1] == "Karo 3"


def test_field_names() -> None:
    by_id = replay(klondike(), "move t.2 t.3", seed=1)["state"]
    by_index = replay(klondike(), "move #8 #9", seed=1)["state"]
    assert by_id == by_index
    first = replay(klondike(), "rclick t.7", seed=1)["state"]
    assert first["fields"][2]["cards"] == ["Pik A"]


def test_bad_lines_are_refused_steps() -> None:
    script = "\n".join(
        [
            "fly a b",
            "move",
            "move nowhere t",
            "move t t.2 zero",
            "move t t.2 0",
            "click #99",
            "click #x",
            "answer 1",
            "undo",
            "redo",
            "auto now",
            "rclick t 1 2",
            "move t.1 t.2 9",
        ]
    )
    steps = replay(klondike(), script, seed=1)["steps"]
    assert len(steps) == 13
    assert not any(s["ok"] for s in steps)
    assert all(isinstance(s["reason"], str) and s["reason"] for s in steps)
    assert steps[0]["reason"].startswith("unknown command 'fly'")
    assert steps[2]["reason"].startswith("no field named 'nowhere'")
    assert steps[7]["reason"] == "no message is waiting for an answer"
    assert steps[8]["reason"] == "there is no move to undo"
    codes = [s["code"] for s in steps]
    assert codes[0] == "replay-unknown-command" and codes[2] == "replay-no-field"
    assert codes[7:9] == ["no-message", "nothing-to-undo"]
    assert all(isinstance(code, str) and code for code in codes)


def test_refused_steps_carry_the_same_codes_in_german() -> None:
    script = "fly\nmove t.1 t.1\nundo\nclick #99\nanswer x"
    english = replay(klondike(), script, seed=1)["steps"]
    german = replay(klondike(), script, seed=1, language="de")["steps"]
    assert [s["code"] for s in german] == [s["code"] for s in english]
    assert german[1]["reason"] == (
        "Karten können nicht auf das Feld gezogen werden, von dem sie kommen"
    )
    assert german[2]["reason"] == "es gibt keinen Zug zum Rückgängigmachen"
    assert all(g["reason"] != e["reason"] for g, e in zip(german, english, strict=True))


def test_trace_flag_adds_empty_traces_without_interpreter() -> None:
    steps = replay(klondike(), "click stock", seed=1, trace=True)["steps"]
    assert steps[0]["trace"] == []


def test_over_game_refuses_moves() -> None:
    d = definition(
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        '<feld id="a" x="1" y="1" typ="stapel"><max>2</max><folgestart>frei</folgestart>'
        '<lege typ="offen" quelle="s" anz="2">frei</lege></feld>'
        '<feld id="b" x="6" y="1" typ="stapel"><max>2</max><folgestart>frei</folgestart>'
        "<punkte>1</punkte></feld>",
        extra="<punktemax>1</punktemax>",
    )
    result = replay(d, "move a b\nmove a b\nundo\nmove a b", seed=3)
    assert [s["ok"] for s in result["steps"]] == [True, False, True, True]
    assert result["steps"][1]["reason"] == "the game is over"
    assert result["steps"][1]["code"] == "game-over"
    assert result["state"]["status"] == "won" and result["state"]["score"] == 1


def test_replay_command_follows_the_locale() -> None:
    root = Path(__file__).resolve().parents[2]
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    results = {}
    for lang in ("C.UTF-8", "de_DE.UTF-8"):
        env["LANG"] = lang
        done = subprocess.run(
            [sys.executable, "-m", "engine.cli", "replay", "games/klondike.xml", "--seed", "1"]
            + ["--script", "-"],
            input="fly\nundo\nclick stock\n",
            capture_output=True,
            text=True,
            cwd=root,
            env=env,
        )
        assert done.returncode == 0, done.stderr
        results[lang] = json.loads(done.stdout)["steps"]
    english, german = results["C.UTF-8"], results["de_DE.UTF-8"]
    assert [s["code"] for s in german] == [s["code"] for s in english]
    assert [s["code"] for s in english] == ["replay-unknown-command", "nothing-to-undo", None]
    assert english[1]["reason"] == "there is no move to undo"
    assert german[1]["reason"] == "es gibt keinen Zug zum Rückgängigmachen"
