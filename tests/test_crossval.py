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


def test_decide_reranks_an_unsure_reading_as_tdbot_event_does_and_the_weights_can_be_fitted(tmp_path, capsys):
    from nlp.crossval import fit_rerank
    from nlp.rerank import FEATURES

    text = "w verzaakte in slag 7 en won die slag met de ♠a, de verzaking is voldongen"
    rows = [_row(text, "revoke", {"claim": 0.45, "revoke": 0.4, "other": 0.15}),
            _row("z claimt de rest van de slagen", "claim", {"claim": 0.5, "revoke": 0.3, "other": 0.2})]
    path = tmp_path / "oof.jsonl"
    save_rows(rows, str(path))
    loaded = load_rows(str(path))
    plain = EventBuilder(0.0, 0.0, 99.0, 0.0, 0.0)
    assert decide(loaded[0], plain, settle=False) == ("claim", ())
    reranking = EventBuilder(0.0, 0.0, 99.0, 0.0, 0.0, rerank_weights={"facts": 2.0, "no_facts": -2.0})
    reranking.fact_counts = {"revoke": (3.0, 1.0), "claim": (1.0, 1.0)}
    assert decide(loaded[0], reranking, settle=False) == ("revoke", ())
    weights = fit_rerank(loaded, reranking, folds=2)
    assert tuple(weights) == FEATURES
    assert "reranked: of the 2 rows below" in capsys.readouterr().out


def test_an_ambiguous_row_is_right_when_the_ambiguity_scorer_has_the_bot_ask(tmp_path):
    rows = [_row("z bood 2♣ maar ik weet niet of dat mocht", "ambiguous",
                 {"call_out_of_rotation": 0.8, "insufficient_bid": 0.15, "other": 0.05})]
    rows[0]["ambiguity"] = 0.9
    path = tmp_path / "oof.jsonl"
    save_rows(rows, str(path))
    loaded = load_rows(str(path))
    never = EventBuilder(0.1, 0.0, 99.0, 0.0, 0.0)
    assert decide(loaded[0], never) == ("call_out_of_rotation", ())
    assert tally(loaded, never)["wrong"] == 1
    asking = EventBuilder(0.1, 0.0, 99.0, 0.0, 0.0, ambiguous_at=0.6)
    asking.pairs = [("call_out_of_rotation", "insufficient_bid")]
    assert decide(loaded[0], asking) == (None, ("call_out_of_rotation", "insufficient_bid"))
    assert tally(loaded, asking)["right"] == 1
