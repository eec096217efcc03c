"""The fact schema: which irregularities exist and which facts an event may carry.

Data: ``laws/data/2017/facts.yaml``::

    irregularities:
      revoke:
        label: verzaking                 # Dutch name, shown to users
        articles: [61, 62, 63, 64]       # where the law deals with it
    facts:
      established:
        type: bool                       # bool | int | enum | seat | text
        label: de verzaking is voldongen # Dutch, for "Aangenomen: ..." and explanations
        question: Is de verzaking voldongen?
        options: [[true, ja], [false, nee]]
        assume: false                    # optional: the value taken when the message is silent
        assumed: niet in de 12e slag     # optional: that assumption in a few Dutch words
        assume_unless: {phase: [play]}   # optional: other facts' values that rule the presumption out (then ask)

A fact with a ``question`` must have at least two ``options``; ``enum`` facts list
their ``values`` (value → Dutch label). Everything is checked when the schema loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any, Mapping

import yaml

from .errors import CorpusError, EventError
from .model import Event, FactValue, Option, Question

SEATS = ("N", "O", "Z", "W")
_TYPES = {"bool", "int", "enum", "seat", "text", "list"}
_FACT_KEYS = {"type", "label", "question", "options", "values", "assume", "assumed", "assume_unless", "min", "max"}
_IRREGULARITY_KEYS = {"label", "articles", "description"}


@dataclass(frozen=True)
class FactSpec:
    name: str
    type: str
    label: str
    question: str | None = None
    options: tuple[Option, ...] = ()
    values: tuple[tuple[str, str], ...] = ()  # enum: (value, Dutch label)
    assume: FactValue | None = None
    assumed: str | None = None  # the assumption in a few Dutch words ("niet in de 12e slag")
    # ((fact, (values...)), ...): when another fact has one of these values, ``assume`` does not hold
    assume_unless: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    min: int | None = None
    max: int | None = None

    def presumed(self, event: Event) -> tuple[FactValue, str] | None:
        """The value taken for this fact when ``event`` does not give it, with its Dutch note;
        None when nothing may be presumed (then the engine asks)."""
        if self.assume is None:
            return None
        if any(other in event and event.get(other) in values for other, values in self.assume_unless):
            return None
        return self.assume, self.assumed or f"{self.label}: {self.value_label(self.assume)}"

    @property
    def askable(self) -> bool:
        return self.question is not None

    def as_question(self) -> Question:
        if not self.question:
            raise EventError(f"fact {self.name!r} has no question to ask")
        return Question(self.name, self.question, self.options)

    def value_label(self, value: Any) -> str:
        for option in self.options:
            if option.value == value:
                return option.label
        for key, label in self.values:
            if key == value:
                return label
        if isinstance(value, bool):
            return "ja" if value else "nee"
        return str(value)

    def check(self, value: Any) -> FactValue:
        """Validate (and lightly coerce) a value for this fact."""
        kind = self.type
        if kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "ja", "false", "nee"):
                return value.lower() in ("true", "ja")
        elif kind == "int":
            if isinstance(value, str) and value.strip().isdigit():
                value = int(value)
            if isinstance(value, int) and not isinstance(value, bool):
                if (self.min is None or value >= self.min) and (self.max is None or value <= self.max):
                    return value
        elif kind == "enum":
            if value in dict(self.values):
                return value
        elif kind == "seat":
            if isinstance(value, str) and value.upper() in SEATS:
                return value.upper()
        elif kind == "text":
            if isinstance(value, str) and value.strip():
                return value
        elif kind == "list":
            if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
                return tuple(value)
        raise EventError(f"fact {self.name!r} ({kind}) does not accept {value!r}")


@dataclass(frozen=True)
class Irregularity:
    name: str
    label: str
    articles: tuple[int, ...]
    description: str = ""


@dataclass(frozen=True)
class Schema:
    irregularities: Mapping[str, Irregularity]
    facts: Mapping[str, FactSpec]

    def fact(self, name: str) -> FactSpec:
        try:
            return self.facts[name]
        except KeyError:
            raise EventError(f"unknown fact {name!r}; the schema lists {len(self.facts)} facts") from None

    def validate(self, event: Event) -> Event:
        """The event with every fact checked against its spec (raises ``EventError``)."""
        if event.irregularity is not None and event.irregularity not in self.irregularities:
            raise EventError(f"unknown irregularity {event.irregularity!r}")
        checked = {name: self.fact(name).check(value) for name, value in event.facts}
        return Event.of(event.irregularity, checked)


def _option_value(spec_type: str, raw: Any, where: str) -> FactValue:
    if spec_type == "bool" and not isinstance(raw, bool):
        raise CorpusError(f"{where}: bool option values must be true/false, got {raw!r}")
    return raw


def schema_files(edition: str = "2017") -> list[tuple[str, str]]:
    """``facts.yaml`` first, then every ``facts_*.yaml`` (one per group of articles), by name."""
    folder = resources.files("laws").joinpath("data", edition)
    names = sorted(e.name for e in folder.iterdir() if e.name.startswith("facts_") and e.name.endswith(".yaml"))
    return [(name, folder.joinpath(name).read_text(encoding="utf-8")) for name in ["facts.yaml", *names]]


def load_schema(text: str | None = None, name: str = "facts.yaml") -> Schema:
    """The schema from one YAML text, or from every schema file of the package when ``text`` is None.

    A key defined in two files fails loudly, naming both.
    """
    if text is not None:
        part, conditions = _load_one(text, name)
        return Schema(part.irregularities, _with_conditions(dict(part.facts), conditions))
    irregularities: dict[str, Irregularity] = {}
    facts: dict[str, FactSpec] = {}
    origin: dict[str, str] = {}
    conditions: dict[str, tuple[Any, str]] = {}
    for file_name, file_text in schema_files():
        part, more = _load_one(file_text, file_name)
        conditions.update(more)
        for kind, table in (("irregularity", part.irregularities), ("fact", part.facts)):
            target = irregularities if kind == "irregularity" else facts
            for key, value in table.items():
                if key in target:
                    raise CorpusError(f"{file_name}: {kind} {key!r} is already defined in {origin[kind + key]}")
                target[key] = value  # type: ignore[assignment]
                origin[kind + key] = file_name
    return Schema(irregularities, _with_conditions(facts, conditions))


def _with_conditions(facts: dict[str, FactSpec], conditions: dict[str, tuple[Any, str]]) -> dict[str, FactSpec]:
    """``assume_unless`` names other facts, maybe of another file: checked once all are known."""
    for key, (unless, where) in conditions.items():
        facts[key] = _assume_unless(facts[key], unless, facts, where)
    return facts


def _load_one(text: str, name: str) -> tuple[Schema, dict[str, tuple[Any, str]]]:
    try:
        doc = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as exc:
        raise CorpusError(f"{name}: not valid YAML: {exc}") from exc
    if not isinstance(doc, dict) or set(doc) - {"irregularities", "facts"}:
        raise CorpusError(f"{name}: expected exactly the keys 'irregularities' and 'facts'")
    irregularities = {}
    for key, raw in (doc.get("irregularities") or {}).items():
        where = f"{name}: irregularity {key}"
        if not isinstance(raw, dict) or set(raw) - _IRREGULARITY_KEYS or not raw.get("label"):
            raise CorpusError(f"{where}: needs a label and only the keys {sorted(_IRREGULARITY_KEYS)}")
        irregularities[key] = Irregularity(
            key, raw["label"], tuple(raw.get("articles") or ()), raw.get("description", "")
        )
    facts = {}
    conditions: dict[str, tuple[Any, str]] = {}  # fact → (its raw assume_unless, where it stands)
    for key, raw in (doc.get("facts") or {}).items():
        where = f"{name}: fact {key}"
        if not isinstance(raw, dict):
            raise CorpusError(f"{where}: must be a mapping")
        unknown = set(raw) - _FACT_KEYS
        if unknown:
            raise CorpusError(f"{where}: unknown key(s) {sorted(unknown)}; allowed: {sorted(_FACT_KEYS)}")
        kind = raw.get("type")
        if kind not in _TYPES:
            raise CorpusError(f"{where}: type must be one of {sorted(_TYPES)}, got {kind!r}")
        if not raw.get("label"):
            raise CorpusError(f"{where}: needs a Dutch label")
        values = tuple((str(k), str(v)) for k, v in (raw.get("values") or {}).items())
        if kind == "enum" and len(values) < 2:
            raise CorpusError(f"{where}: an enum needs at least two values")
        options = []
        for item in raw.get("options") or []:
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], str)):
                raise CorpusError(f"{where}: each option is [value, Dutch label], got {item!r}")
            options.append(Option(_option_value(kind, item[0], where), item[1]))
        if kind == "enum" and raw.get("question") and not options:
            options = [Option(k, v) for k, v in values]
        if kind == "seat" and raw.get("question") and not options:
            options = [Option(s, s) for s in SEATS]
        if raw.get("question") and len(options) < 2:
            raise CorpusError(f"{where}: a question needs at least two options")
        spec = FactSpec(
            name=key,
            type=kind,
            label=raw["label"],
            question=raw.get("question"),
            options=tuple(options),
            values=values,
            min=raw.get("min"),
            max=raw.get("max"),
            assumed=raw.get("assumed"),
        )
        for option in spec.options:
            try:
                spec.check(option.value)
            except EventError as exc:
                raise CorpusError(f"{where}: option {option.value!r} is outside the fact's domain") from exc
        if "assumed" in raw and "assume" not in raw:
            raise CorpusError(f"{where}: 'assumed' describes an 'assume' value, which is missing")
        if "assume" in raw:
            try:
                spec = FactSpec(**{**spec.__dict__, "assume": spec.check(raw["assume"])})
            except EventError as exc:
                raise CorpusError(f"{where}: assume {raw['assume']!r} is outside the domain") from exc
        facts[key] = spec
        if "assume_unless" in raw:
            conditions[key] = (raw["assume_unless"], where)
    return Schema(irregularities, facts), conditions


def _assume_unless(spec: FactSpec, unless: Any, facts: dict[str, FactSpec], where: str) -> FactSpec:
    unless = unless or {}
    if not isinstance(unless, dict):
        raise CorpusError(f"{where}: 'assume_unless' maps a fact to the values that rule the presumption out")
    if unless and spec.assume is None:
        raise CorpusError(f"{where}: 'assume_unless' limits an 'assume' value, which is missing")
    if unless and not spec.askable:
        raise CorpusError(f"{where}: 'assume_unless' needs a question to ask when the presumption is ruled out")

    def other(name: str) -> FactSpec:
        if name not in facts:
            raise CorpusError(f"{where}: condition on unknown fact {name!r}")
        return facts[name]

    def checked(fact: FactSpec, value: Any) -> Any:
        try:
            return fact.check(value)
        except EventError as exc:
            raise CorpusError(f"{where}: {value!r} is outside the domain of {fact.name!r}") from exc

    return FactSpec(**{
        **spec.__dict__,
        "assume_unless": tuple((n, tuple(checked(other(n), v) for v in values)) for n, values in unless.items()),
    })
