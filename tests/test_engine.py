"""The engine's mechanics on small hand-made rules: exceptions, questions, assumptions, validation."""

import pytest

import laws
from laws.engine import Engine, Outcome, Rule
from laws.errors import CorpusError, EventError, RuleDefinitionError
from laws.facts import load_schema
from laws.model import CitationRole, Event, Status

SCHEMA_YAML = """
irregularities:
  thing: {label: ding}
facts:
  a:
    type: bool
    label: a
    question: Is het a?
    options: [[true, ja], [false, nee]]
  b:
    type: enum
    label: b
    values: {x: iks, y: ij}
    question: Welke b?
  rare:
    type: bool
    label: zeldzaam geval
    assume: false
"""


def make(rule_id, fn, cites, reads, overrides=(), order=0):
    return Rule(rule_id, "thing", tuple(cites), tuple(reads), tuple(overrides), fn, order)


def base(ctx):
    ctx.because("basis")
    return Outcome("basis", cites=("1A",))


def exception(ctx):
    if not ctx.fact("a"):
        return None
    ctx.because("a geldt")
    return Outcome("uitzondering", cites=("1B",))


def b_matters(ctx):
    if ctx.fact("b") == "x":
        return Outcome("b is x", cites=("1C",))
    return None


def rare(ctx):
    return Outcome("zeldzaam", cites=("1D",)) if ctx.fact("rare") else None


UNITS = {"1", "1A", "1B", "1C", "1D"}
SCHEMA = load_schema(SCHEMA_YAML)


def engine(*rules):
    return Engine(UNITS, SCHEMA, rules=list(rules))


def test_exception_is_tried_before_the_rule_it_overrides_whatever_the_order():
    e = engine(make("base", base, ["1A"], [], order=0), make("exc", exception, ["1B"], ["a"], overrides=["base"], order=1))
    assert e.decide(Event.of("thing", a=True)).citation_ids == ["1B"]
    ruling = e.decide(Event.of("thing", a=False))
    assert ruling.citation_ids == ["1A"] and ruling.reasons == ("basis",)


def test_a_missing_deciding_fact_becomes_a_question():
    e = engine(make("base", base, ["1A"], []), make("exc", exception, ["1B"], ["a"], overrides=["base"], order=1))
    ruling = e.decide(Event.of("thing"))
    assert ruling.status is Status.NEEDS_FACTS
    assert [q.id for q in ruling.questions] == ["a"]
    assert [o.label for o in ruling.questions[0].options] == ["ja", "nee"]
    # 1A or 1B: both fall under article 1, which the reply names while it asks
    assert [(c.unit, c.role) for c in ruling.citations] == [("1", CitationRole.GOVERNING)]


def test_no_governing_unit_when_an_answer_leads_to_no_rule_or_another_article():
    only_if_a = make("exc", exception, ["1B"], ["a"])
    assert engine(only_if_a).decide(Event.of("thing")).citations == ()  # a=False: no rule
    units = {"1", "1A", "1B", "2", "2A"}
    other = make("other", lambda ctx: Outcome("ander artikel", cites=("2A",)), ["2A"], [], order=2)
    e = Engine(units, SCHEMA, rules=[make("exc", exception, ["1B"], ["a"], overrides=["other"], order=1), other])
    ruling = e.decide(Event.of("thing"))
    assert ruling.status is Status.NEEDS_FACTS and ruling.citations == ()


def test_the_governing_unit_is_the_deepest_one_all_answers_share():
    units = {"1", "1A", "1A1", "1A2"}
    low = make("low", lambda ctx: Outcome("a", cites=("1A1",)) if ctx.fact("a") else Outcome("niet a", cites=("1A2",)),
               ["1A1", "1A2"], ["a"])
    ruling = Engine(units, SCHEMA, rules=[low]).decide(Event.of("thing"))
    assert ruling.citation_ids == ["1A"]


def test_a_missing_fact_that_changes_nothing_is_not_asked():
    same = make("same", lambda ctx: Outcome("zelfde", cites=("1A",)) if ctx.fact("a") in (True, False) else None, ["1A"], ["a"])
    ruling = engine(same).decide(Event.of("thing"))
    assert ruling.status is Status.DECIDED and ruling.questions == ()


def test_questions_follow_the_order_the_law_reads_them():
    e = engine(
        make("exc", exception, ["1B"], ["a"], overrides=["bx"], order=0),
        make("bx", b_matters, ["1C"], ["b"], overrides=["base"], order=1),
        make("base", base, ["1A"], [], order=2),
    )
    assert [q.id for q in e.decide(Event.of("thing")).questions] == ["a", "b"]


def test_assumed_facts_are_reported():
    e = engine(make("rare", rare, ["1D"], ["rare"], overrides=["base"]), make("base", base, ["1A"], [], order=1))
    ruling = e.decide(Event.of("thing"))
    assert ruling.citation_ids == ["1A"]
    assert ruling.assumptions == ("zeldzaam geval: nee",)
    assert e.decide(Event.of("thing", rare=True)).citation_ids == ["1D"]


def test_emitting_an_undeclared_citation_fails_loudly():
    e = engine(make("bad", lambda ctx: Outcome("x", cites=("1B",)), ["1A"], []))
    with pytest.raises(RuleDefinitionError, match="without declaring"):
        e.decide(Event.of("thing"))


def test_reading_an_undeclared_fact_fails_loudly():
    e = engine(make("bad", lambda ctx: Outcome("x", cites=("1A",)) if ctx.fact("a") else None, ["1A"], []))
    with pytest.raises(RuleDefinitionError, match="without declaring"):
        e.decide(Event.of("thing", a=True))


def test_a_citation_outside_the_corpus_fails_at_construction():
    with pytest.raises(RuleDefinitionError, match="not in the corpus"):
        engine(make("bad", base, ["99Z"], []))


def test_unknown_facts_and_values_are_rejected():
    e = engine(make("base", base, ["1A"], []))
    with pytest.raises(EventError):
        e.decide(Event.of("thing", nonsense=True))
    with pytest.raises(EventError):
        e.decide(Event.of("thing", b="z"))


def test_an_irregularity_without_rules_is_out_of_scope_and_cites_nothing():
    ruling = engine().decide(Event.of("thing", a=True))
    assert ruling.status is Status.OUT_OF_SCOPE and ruling.citations == ()


def test_a_situation_no_rule_covers_is_out_of_scope_not_a_guess():
    ruling = engine(make("exc", exception, ["1B"], ["a"])).decide(Event.of("thing", a=False))
    assert ruling.status is Status.OUT_OF_SCOPE and ruling.citations == ()


def test_no_irregularity_is_not_understood():
    assert laws.decide(Event(None)).status is Status.NOT_UNDERSTOOD


@pytest.mark.parametrize(
    "yaml_text, message",
    [
        ("facts:\n  a: {type: bool, label: a, question: Vraag?}\nirregularities: {}", "at least two options"),
        ("facts:\n  a: {type: bool, label: a, colour: x}\nirregularities: {}", "unknown key"),
        ("facts:\n  a: {type: enum, label: a, values: {x: 1}}\nirregularities: {}", "at least two values"),
        ("facts:\n  a: {type: bool, label: a, assume: 3}\nirregularities: {}", "outside the domain"),
    ],
)
def test_schema_validation(yaml_text, message):
    with pytest.raises(CorpusError, match=message):
        load_schema(yaml_text)


def test_every_registered_citation_resolves_and_every_question_has_options():
    for registered in laws.ENGINE.rules:
        for unit in registered.cites:
            assert unit in laws.CORPUS, (registered.id, unit)
    for spec in laws.SCHEMA.facts.values():
        if spec.askable:
            assert len(spec.options) >= 2, spec.name


PRESUMING_YAML = SCHEMA_YAML + """
  phase:
    type: enum
    label: fase
    values: {auction: bieden, play: spelen}
  called_at_once:
    type: bool
    label: de WL is meteen geroepen
    question: Is de WL meteen geroepen?
    options: [[true, ja], [false, nee]]
    assume: true
    assumed: de WL is meteen geroepen
    assume_unless: {phase: [play]}
"""


def test_a_presumption_holds_until_another_fact_rules_it_out():
    schema = load_schema(PRESUMING_YAML)
    at_once = make("at_once", lambda ctx: Outcome("meteen", cites=("1A",)) if ctx.fact("called_at_once") else None,
                   ["1A"], ["called_at_once"])
    later = make("later", lambda ctx: Outcome("later", cites=("1B",)), ["1B"], [], order=1)
    e = Engine(UNITS, schema, rules=[at_once, later])
    presumed = e.decide(Event.of("thing"))
    assert presumed.citation_ids == ["1A"] and presumed.assumptions == ("de WL is meteen geroepen",)
    assert e.decide(Event.of("thing", phase="auction")).citation_ids == ["1A"]
    asked = e.decide(Event.of("thing", phase="play"))  # play went on: not "called at once" any more, so ask
    assert asked.status is Status.NEEDS_FACTS and [q.id for q in asked.questions] == ["called_at_once"]


@pytest.mark.parametrize("condition, message", [
    ("assume_unless: {nowhere: [x]}", "unknown fact 'nowhere'"),
    ("assume_unless: {b: [z]}", "outside the domain of 'b'"),
])
def test_a_bad_presumption_condition_fails_at_load(condition, message):
    a_options = "    options: [[true, ja], [false, nee]]\n"
    text = SCHEMA_YAML.replace(a_options, f"{a_options}    assume: true\n    {condition}\n", 1)
    with pytest.raises(CorpusError, match=message):
        load_schema(text)


def test_a_presumption_that_may_be_ruled_out_needs_a_question():
    with pytest.raises(CorpusError, match="needs a question"):
        load_schema(SCHEMA_YAML.replace("    assume: false\n", "    assume: false\n    assume_unless: {b: [x]}\n"))
