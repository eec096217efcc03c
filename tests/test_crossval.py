"""nlp.crossval decides on saved out-of-fold scores as tdbot_event does: the classifier's reading,
then the facts the text states (EventBuilder.settle)."""

from nlp.crossval import decide, load_rows, save_rows, tally
from nlp.event import EventBuilder


def _row(text: str, gold: str, cats: dict[str, float]) -> dict:
    return {"gold": gold, "cats": cats, "cues": {}, "part": True, "text": text}


def test_saved_rows_load_back_with_a_reader_and_the_stated_fact_decides(tmp_path):
    rows = [
        _row("na 1♠ van w bood n 1♥", "insufficient_bid", {"call_out_of_rotation": 0.9, "insufficient_bid": 0.1}),
        _row("z bood 2♠ voor zijn beurt", "call_out_of_rotation", {"call_out_of_rotation": 0.9, "insufficient_bid": 0.1}),
    ]
    path = tmp_path / "oof.jsonl"
    save_rows(rows, str(path))
    loaded = load_rows(str(path))
    assert [r["text"] for r in loaded] == [r["text"] for r in rows]
    assert all("reader" in r for r in loaded)
    builder = EventBuilder(0.1, 0.0, 99.0, 0.0, 0.0)
    assert decide(loaded[0], builder, settle=False) == ("call_out_of_rotation", ())
    assert decide(loaded[0], builder) == ("insufficient_bid", ())
    assert decide(loaded[1], builder) == ("call_out_of_rotation", ())
    assert tally(loaded, builder)["right"] == 2
    assert tally(loaded, builder, settle=False)["right"] == 1
    save_rows(loaded, str(path))  # after deciding: the memo and the reader are not stored
    assert load_rows(str(path))[0].keys() == loaded[0].keys() - {"settled"}
