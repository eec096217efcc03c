"""`tdbot eval` measures the parser on the dev split and the chain end to end."""

import json

from bot.cli import main
from nlp.corpus import split


def test_eval_prints_every_figure_as_json(capsys):
    assert main(["eval", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    dev = result["dev"]
    assert dev["messages"] == len(split()[1])
    for key in ("irregularity_accuracy", "facts_exact_accuracy", "facts_exact_accuracy_all", "citation_top1_accuracy"):
        assert 0.0 <= dev[key] <= 1.0
    assert all({"precision", "recall", "support"} <= set(m) for m in dev["per_irregularity"].values())
    if "shared_examples" in result:
        shared = result["shared_examples"]
        assert shared["examples"] == len(shared["rows"]) and 0 <= shared["right"] <= shared["examples"]


def test_eval_measures_a_given_file_instead_of_dev(tmp_path, capsys):
    lines = [
        {"text": "N bood 1♥ terwijl Z de gever was en nog niets had gezegd", "kind": "incident",
         "event": {"irregularity": "call_out_of_rotation"}},
        {"text": "goedemorgen allemaal, mooi weer vandaag", "kind": "other", "event": {"irregularity": None}},
    ]
    path = tmp_path / "fresh.jsonl"
    path.write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in lines) + "\n", encoding="utf-8")
    assert main(["eval", "--json", "--file", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert "dev" not in result and result["file"]["path"] == str(path) and result["file"]["messages"] == 2
    assert {"irregularity_accuracy", "facts_exact_accuracy", "citation_top1_accuracy"} <= set(result["file"])
    assert main(["eval", "--file", str(path)]) == 0
    assert capsys.readouterr().out.startswith("fresh.jsonl: 2 berichten")
    assert main(["eval", "--file", str(path), "--slips", "1", "--slip-min", "3", "--joins", "1"]) == 0
    assert capsys.readouterr().out.startswith(
        "fresh.jsonl met 1 tikfout(en) per bericht (woorden vanaf 3 letters) met 1 weggelaten spatie(s) tussen twee woorden "
        "per bericht: 2 berichten")
    assert main(["eval", "--json", "--file", str(path), "--number-joins", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["number_joins_per_message"] == 1 and result["file"]["messages"] == 2
    assert main(["eval", "--json", "--file", str(path), "--punct-joins", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["punct_joins_per_message"] == 1
    assert main(["eval", "--file", str(path), "--no-punct"]) == 0
    assert capsys.readouterr().out.startswith("fresh.jsonl zonder leestekens (, . ; :): 2 berichten")


def test_eval_measures_several_files_together(tmp_path, capsys):
    """`tdbot eval --file A --file B`: the figures over the messages of both (the validation sets summed)."""
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text(json.dumps({"text": "O verzaakt in slag 5, voldongen. O won die slag.", "kind": "incident",
                                 "event": {"irregularity": "revoke"}}, ensure_ascii=False) + "\n", encoding="utf-8")
    second.write_text(json.dumps({"text": "goedemorgen allemaal, mooi weer vandaag", "kind": "other", "event": {}},
                                 ensure_ascii=False) + "\n", encoding="utf-8")
    assert main(["eval", "--json", "--file", str(first), "--file", str(second)]) == 0
    together = json.loads(capsys.readouterr().out)["file"]
    assert together["messages"] == 2 and together["paths"] == [str(first), str(second)]
    alone = []
    for path in (first, second):
        assert main(["eval", "--json", "--file", str(path)]) == 0
        alone.append(json.loads(capsys.readouterr().out)["file"])
    right = sum(round(r["irregularity_accuracy"] * r["messages"]) for r in alone)
    assert round(together["irregularity_accuracy"] * 2) == right
    assert main(["eval", "--file", str(first), "--file", str(second)]) == 0
    assert capsys.readouterr().out.startswith("a.jsonl + b.jsonl: 2 berichten")


def test_the_split_is_stable_and_disjoint():
    train, dev = split()
    assert not {e.text for e in train} & {e.text for e in dev}
    hashed = [e for e in train if not e.train_only] + dev
    assert 0.1 < len(dev) / len(hashed) < 0.3  # a fifth of the part_* files; train_* files are train only


def test_train_only_files_never_reach_dev():
    from nlp.corpus import Example, is_dev

    # find texts the hash would put in dev, then mark them as coming from a train_* file
    texts = [f"N speelt uit voor zijn beurt ({i})" for i in range(60)]
    dev_texts = [t for t in texts if is_dev(t)]
    assert dev_texts
    part = [Example(t, "incident", "lead_out_of_turn", {}, source=f"part_x.jsonl:{i}") for i, t in enumerate(texts)]
    late = [Example(t + "!", "incident", "lead_out_of_turn", {}, source="train_x.jsonl:1", train_only=True)
            for t in texts]
    train, dev = split(part + late)
    assert {e.text for e in dev} == set(dev_texts)
    assert all(e in train for e in late)


def test_a_train_only_message_may_not_repeat_a_dev_message():
    import pytest

    from nlp.corpus import Example, is_dev

    text = next(t for t in (f"O biedt voor zijn beurt {i}" for i in range(100)) if is_dev(t))
    with pytest.raises(ValueError, match="repeat dev"):
        split([Example(text, "incident", None, {}), Example(text.upper(), "incident", None, {}, train_only=True)])
