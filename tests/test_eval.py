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


def test_the_split_is_stable_and_disjoint():
    train, dev = split()
    assert not {e.text for e in train} & {e.text for e in dev}
    assert 0.1 < len(dev) / (len(train) + len(dev)) < 0.3
