"""The rule engine: registered rule functions, base rules and their exceptions.

A rule is a small function of a ``Context`` that returns an ``Outcome`` when it
applies and ``None`` when it does not::

    @rule("64B6", irregularity="revoke", cites=("64B6", "64C1"), reads=("revoke_trick_number",),
          overrides=("64A1", "64A2"))
    def revoke_on_trick_twelve(ctx):
        if ctx.fact("revoke_trick_number") != 12:
            return None
        ctx.because("De verzaking vond plaats in de twaalfde slag.")
        return Outcome("Geen overdracht van slagen.", tricks_transferred=0)

Exceptions are tried before the rules they override (Catala's base + exceptions);
among equals, declaration order. ``ctx.fact`` raises ``Missing`` for an unknown
fact: the engine then explores every answer to it and asks only the questions
whose answers lead to different rulings, in the order the law reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from .corpus import parent_id
from .errors import RuleDefinitionError
from .facts import Schema
from .model import Citation, CitationRole, Event, Ruling, Status, unique


@dataclass(frozen=True)
class Outcome:
    """What a rule decides. ``cites``: governing units, most relevant first; ``related``:
    units that may follow. Both must be among the rule's declared ``cites``."""

    headline: str
    steps: tuple[str, ...] = ()
    afterwards: tuple[str, ...] = ()
    cites: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    tricks_transferred: int | None = None
    director_decides: bool = False


@dataclass(frozen=True)
class Rule:
    id: str
    irregularity: str
    cites: tuple[str, ...]
    reads: tuple[str, ...]
    overrides: tuple[str, ...]
    fn: Callable[["Context"], Outcome | None]
    order: int

    def __repr__(self) -> str:
        return f"<Rule {self.id} ({self.irregularity})>"


_REGISTRY: dict[str, Rule] = {}


def rule(
    rule_id: str,
    *,
    irregularity: str | Iterable[str],
    cites: Iterable[str],
    reads: Iterable[str] = (),
    overrides: Iterable[str] = (),
) -> Callable[[Callable[["Context"], Outcome | None]], Callable[["Context"], Outcome | None]]:
    """Register a rule function. ``cites`` must all resolve in the corpus; ``reads`` lists
    every fact the function reads; ``overrides`` names the rules this one is an exception to."""
    kinds = (irregularity,) if isinstance(irregularity, str) else tuple(irregularity)
    cites, reads, overrides = tuple(cites), tuple(reads), tuple(overrides)
    if not cites:
        raise RuleDefinitionError(f"rule {rule_id}: declares no citation")

    def register(fn: Callable[["Context"], Outcome | None]) -> Callable[["Context"], Outcome | None]:
        for kind in kinds:
            key = rule_id if len(kinds) == 1 else f"{rule_id}@{kind}"
            if key in _REGISTRY:
                raise RuleDefinitionError(f"rule {key} is registered twice")
            _REGISTRY[key] = Rule(rule_id, kind, cites, reads, overrides, fn, len(_REGISTRY))
        return fn

    return register


def registered_rules() -> list[Rule]:
    return sorted(_REGISTRY.values(), key=lambda r: r.order)


class Missing(Exception):
    """Raised by ``Context.fact`` for a fact the event does not carry."""

    def __init__(self, fact: str) -> None:
        super().__init__(fact)
        self.fact = fact


class Context:
    """What a rule sees: the event's facts, and a place to say why it decided."""

    def __init__(self, event: Event, current: Rule, schema: Schema) -> None:
        self.event = event
        self.rule = current
        self.schema = schema
        self.reasons: list[str] = []
        self.assumptions: list[str] = []

    def _check_declared(self, name: str) -> None:
        if name not in self.rule.reads:
            raise RuleDefinitionError(f"rule {self.rule.id} reads fact {name!r} without declaring it")

    def fact(self, name: str) -> Any:
        """The fact's value; its schema default (noted as an assumption); else ``Missing``."""
        self._check_declared(name)
        if name in self.event:
            return self.event.get(name)
        spec = self.schema.fact(name)
        presumed = spec.presumed(self.event)
        if presumed is not None:
            value, note = presumed
            if note not in self.assumptions:
                self.assumptions.append(note)
            return value
        if not spec.askable:
            raise RuleDefinitionError(f"rule {self.rule.id} needs fact {name!r}, which has no question")
        raise Missing(name)

    def known(self, name: str, default: Any = None) -> Any:
        """The fact's value if the message gave it, else ``default``; never asks."""
        self._check_declared(name)
        return self.event.get(name, default)

    def because(self, reason: str) -> None:
        if reason not in self.reasons:
            self.reasons.append(reason)


@dataclass
class _Result:
    outcome: Outcome | None = None
    rule: Rule | None = None
    missing: str | None = None
    reasons: list[str] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)

    @property
    def signature(self) -> tuple:
        if self.missing:
            return ("missing", self.missing)
        if self.outcome is None:
            return ("none",)
        o = self.outcome
        return (self.rule.id if self.rule else None, o.headline, o.cites, o.related, o.tricks_transferred)


@dataclass
class _Node:
    """A decision tree over missing facts; a leaf has ``result`` set."""

    result: _Result | None = None
    fact: str | None = None
    branches: dict[Any, "_Node"] = field(default_factory=dict)

    def leaves(self) -> list[_Result]:
        if self.result is not None:
            return [self.result]
        return [leaf for child in self.branches.values() for leaf in child.leaves()]


class Engine:
    """Decides events with the registered rules against one corpus and fact schema."""

    MAX_EVALUATIONS = 400
    MAX_QUESTIONS = 4

    def __init__(self, corpus: Any, schema: Schema, rules: Iterable[Rule] | None = None) -> None:
        self.corpus = corpus
        self.schema = schema
        self.rules = list(rules if rules is not None else registered_rules())
        self._by_kind: dict[str, list[Rule]] = {}
        self._validate()
        for kind in {r.irregularity for r in self.rules}:
            self._by_kind[kind] = _exceptions_first([r for r in self.rules if r.irregularity == kind])

    def _validate(self) -> None:
        ids = {r.id for r in self.rules}
        for r in self.rules:
            if r.irregularity not in self.schema.irregularities:
                raise RuleDefinitionError(f"rule {r.id}: unknown irregularity {r.irregularity!r}")
            for unit in r.cites:
                if unit not in self.corpus:
                    raise RuleDefinitionError(f"rule {r.id}: cites {unit!r}, which is not in the corpus")
            for fact in r.reads:
                if fact not in self.schema.facts:
                    raise RuleDefinitionError(f"rule {r.id}: reads unknown fact {fact!r}")
            for other in r.overrides:
                if other not in ids:
                    raise RuleDefinitionError(f"rule {r.id}: overrides unknown rule {other!r}")

    def knows(self, irregularity: str | None) -> bool:
        return irregularity in self._by_kind

    # -- evaluation -------------------------------------------------------------------
    def _evaluate(self, event: Event) -> _Result:
        # Reasons come from the rule that decides; assumptions from every rule tried on
        # the way, since an exception assumed absent shaped the ruling too.
        # The deciding rule's own assumptions come first: the reply may show only the first few.
        assumptions: list[str] = []
        for current in self._by_kind.get(event.irregularity or "", ()):
            ctx = Context(event, current, self.schema)
            try:
                outcome = current.fn(ctx)
            except Missing as missing:
                return _Result(missing=missing.fact, assumptions=_first(ctx.assumptions, assumptions))
            if outcome is not None:
                for unit in (*outcome.cites, *outcome.related):
                    if unit not in current.cites:
                        raise RuleDefinitionError(f"rule {current.id} emits {unit!r} without declaring it")
                return _Result(outcome, current, None, ctx.reasons, _first(ctx.assumptions, assumptions))
            assumptions = _first(assumptions, ctx.assumptions)
        return _Result(assumptions=assumptions)

    def _explore(self, event: Event, budget: list[int]) -> _Node:
        result = self._evaluate(event)
        budget[0] -= 1
        if result.missing is None or budget[0] <= 0:
            return _Node(result=result)
        spec = self.schema.fact(result.missing)
        node = _Node(fact=result.missing)
        for option in spec.options:
            node.branches[option.value] = self._explore(event.with_facts({spec.name: option.value}), budget)
        leaves = node.leaves()
        if all(leaf.missing is None for leaf in leaves) and len({leaf.signature for leaf in leaves}) == 1:
            # The answer does not change the ruling: do not ask, and keep only the reasons and
            # assumptions every answer shares, so nothing unasked is presented as a fact.
            first = leaves[0]
            common = [r for r in first.reasons if all(r in leaf.reasons for leaf in leaves)]
            assumed = [a for a in first.assumptions if all(a in leaf.assumptions for leaf in leaves)]
            return _Node(result=_Result(first.outcome, first.rule, None, common, assumed))
        return node

    def decide(self, event: Event) -> Ruling:
        event = self.schema.validate(event)
        if event.irregularity is None:
            return Ruling(Status.NOT_UNDERSTOOD, event, "Ik herken hierin geen onregelmatigheid.")
        if not self.knows(event.irregularity):
            return self._out_of_scope(event)
        tree = self._explore(event, [self.MAX_EVALUATIONS])
        if tree.result is not None:
            if tree.result.outcome is None:
                return self._out_of_scope(event)
            return self._ruling(event, tree.result)
        return self._needs_facts(event, tree)

    # -- building the ruling ----------------------------------------------------------
    def _ruling(self, event: Event, result: _Result) -> Ruling:
        outcome, current = result.outcome, result.rule
        assert outcome is not None and current is not None
        primary = outcome.cites or (current.cites[0],)
        citations = [Citation(u) for u in primary]
        citations += [Citation(u, CitationRole.RELATED) for u in outcome.related if u not in primary]
        return Ruling(
            status=Status.DECIDED,
            event=event,
            headline=outcome.headline,
            steps=outcome.steps[:4],
            afterwards=outcome.afterwards,
            citations=tuple(unique(citations)),
            reasons=tuple(result.reasons),
            assumptions=tuple(result.assumptions),
            tricks_transferred=outcome.tricks_transferred,
            rules_fired=(current.id,),
            director_decides=outcome.director_decides,
        )

    def _needs_facts(self, event: Event, tree: _Node) -> Ruling:
        order: list[str] = []
        frontier = [tree]
        while frontier and len(order) < self.MAX_QUESTIONS:
            nxt = []
            for node in frontier:
                if node.fact and node.fact not in order:
                    order.append(node.fact)
                nxt.extend(node.branches.values())
            frontier = nxt
        questions = tuple(self.schema.fact(f).as_question() for f in order[: self.MAX_QUESTIONS])
        label = self.schema.irregularities[event.irregularity].label
        leaves = tree.leaves()
        governing = self._governing_unit(leaves)
        # what every possible answer presumes (the governing unit may rest on it): said, not hidden
        shared = [a for a in leaves[0].assumptions if all(a in leaf.assumptions for leaf in leaves)] if governing else []
        return Ruling(
            status=Status.NEEDS_FACTS,
            event=event,
            headline=f"Om hierover ({label}) te beslissen heb ik nog een gegeven nodig.",
            questions=questions,
            citations=(Citation(governing, CitationRole.GOVERNING),) if governing else (),
            assumptions=tuple(shared),
        )

    def _governing_unit(self, leaves: list[_Result]) -> str | None:
        """The deepest unit that every possible answer's ruling cites first (or falls under):
        ``54A``/``54B``/``54D`` → ``54``. None when an answer leads to no rule, to another
        article, or the tree was cut off, since then the law to apply is not yet known."""
        chains = []
        for leaf in leaves:
            if leaf.outcome is None or leaf.rule is None:
                return None
            unit = (leaf.outcome.cites or leaf.rule.cites)[0]
            chain = []
            while unit:
                chain.append(unit)
                unit = parent_id(unit)
            chains.append(chain)
        if not chains:
            return None
        shared = [u for u in chains[0] if all(u in chain for chain in chains[1:])]
        return shared[0] if shared and shared[0] in self.corpus else None

    def _out_of_scope(self, event: Event) -> Ruling:
        label = self.schema.irregularities[event.irregularity].label if event.irregularity else "melding"
        return Ruling(
            Status.OUT_OF_SCOPE,
            event,
            f"Dit herken ik als {label}, maar voor deze situatie heb ik (nog) geen regel; "
            "roep de wedstrijdleider of zoek het artikel op.",
        )


def _first(these: list[str], then: list[str]) -> list[str]:
    return [*these, *(a for a in then if a not in these)]


def _exceptions_first(rules: list[Rule]) -> list[Rule]:
    """Topological order: a rule comes before every rule it overrides; ties by declaration."""
    pending = sorted(rules, key=lambda r: r.order)
    ordered: list[Rule] = []
    while pending:
        for candidate in pending:
            # candidate may go next if no pending rule overrides it
            if not any(candidate.id in other.overrides for other in pending if other is not candidate):
                ordered.append(candidate)
                pending.remove(candidate)
                break
        else:
            raise RuleDefinitionError(f"rules {[r.id for r in pending]} override each other in a cycle")
    return ordered
