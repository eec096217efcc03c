"""The law corpus: every article of the 2017 laws as citable units, loaded from data.

Data lives in ``laws/data/2017/art_NN.yaml``, one file per article::

    article: 64
    title: De gang van zaken na het voldongen worden van een verzaking
    units:
      - id: "64A1"
        title: ...            # optional
        source: seed          # seed = verbatim from the given NBB text; summary = our own words
        text: ...
        references: [12C1b]   # optional; "artikel 16C" in the text is found automatically
        alt_text: ...         # optional: a second seed version of the same unit

The loader is strict: unknown keys, duplicate ids, empty texts, a unit outside its
article, a unit whose parent is missing and a reference that does not resolve all
raise ``CorpusError`` naming the file and the unit.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import Iterable, Iterator

import yaml

from .errors import CorpusError, UnknownUnitError

EDITION = "2017"

_ARTICLE_KEYS = {"article", "title", "units"}
_UNIT_KEYS = {"id", "title", "text", "source", "references", "alt_text"}
_SOURCES = {"seed", "summary"}

# 64, 64A, 64A1, 43A1c, 12C1b; the section letter upper case, the sub-letter lower case.
_ID_RE = re.compile(r"^(?P<art>[1-9]\d?)(?P<sec>[A-H])?(?P<sub>[1-9]\d?)?(?P<item>[a-h])?$")
_LOOSE_RE = re.compile(
    r"^(?P<art>\d{1,2})\s*(?P<sec>[a-hA-H])?\s*(?P<sub>\d{1,2})?\s*\(?\s*(?P<item>[a-hA-H])?\s*\)?"
    r"(?:\s*-?\s*\(?[ivx]+\)?)?$"
)
_PREFIX_RE = re.compile(r"^\s*(?:artikelen|artikel|art\.?|law|wet|regel)\s*", re.IGNORECASE)
# "artikel 12C1b", "artikel 30B1b-i", "de artikelen 16C, 26B en 72C", "art. 26B"
_REF_RE = re.compile(
    r"\b(?i:artikelen|artikel|art\.)\s+((?:\d{1,2}[A-H]?\d{0,2}[a-h]?(?:-[ivx]+)?(?:\([a-h]\))?"
    r"(?:\s*(?:,|en|of)\s*)?)+)",
)
_REF_ITEM_RE = re.compile(r"\d{1,2}[A-H]?\d{0,2}[a-h]?(?:\([a-h]\))?")


def normalize_id(raw: str) -> str | None:
    """Canonical unit id for user input (``'art. 64 a 2'`` → ``'64A2'``), or None."""
    text = _PREFIX_RE.sub("", str(raw)).strip().strip(".")
    text = text.replace("(", "").replace(")", "").replace(" ", "")
    match = _LOOSE_RE.match(text)
    if not match:
        return None
    parts = match.groupdict()
    if parts["sub"] and not parts["sec"]:
        return None
    if parts["item"] and not parts["sub"]:
        return None
    unit = parts["art"].lstrip("0")
    if not unit:
        return None
    unit += (parts["sec"] or "").upper() + (parts["sub"] or "") + (parts["item"] or "").lower()
    return unit if _ID_RE.match(unit) else None


def parent_id(unit_id: str) -> str | None:
    """The id one level up: ``64A1`` → ``64A`` → ``64`` → None."""
    match = _ID_RE.match(unit_id)
    if not match:
        raise ValueError(f"not a unit id: {unit_id!r}")
    art, sec, sub, item = match.group("art", "sec", "sub", "item")
    if item:
        return f"{art}{sec}{sub}"
    if sub:
        return f"{art}{sec}"
    if sec:
        return art
    return None


def article_of(unit_id: str) -> int:
    match = _ID_RE.match(unit_id)
    if not match:
        raise ValueError(f"not a unit id: {unit_id!r}")
    return int(match.group("art"))


def find_references(text: str) -> list[str]:
    """Absolute references in Dutch law text, as canonical ids, in order of appearance."""
    found: list[str] = []
    for match in _REF_RE.finditer(text):
        for item in _REF_ITEM_RE.findall(match.group(1)):
            unit = normalize_id(item)
            if unit and unit not in found:
                found.append(unit)
    return found


def _sort_key(unit_id: str) -> tuple:
    match = _ID_RE.match(unit_id)
    assert match
    art, sec, sub, item = match.group("art", "sec", "sub", "item")
    return (int(art), sec or "", int(sub) if sub else 0, item or "")


@dataclass(frozen=True)
class Unit:
    id: str
    article: int
    text: str
    source: str
    title: str | None = None
    parent: str | None = None
    references: tuple[str, ...] = ()
    alt_text: str | None = None
    file: str = ""

    @property
    def is_summary(self) -> bool:
        return self.source == "summary"

    def to_json(self, children: Iterable[str] = ()) -> dict:
        return {
            "id": self.id,
            "title": self.title,
            "text": self.text,
            "source": self.source,
            "parent": self.parent,
            "children": list(children),
            "references": list(self.references),
        }


@dataclass(frozen=True)
class Article:
    number: int
    title: str
    file: str


@dataclass
class Corpus:
    """All units of one edition, indexed by id; read-only after ``load``."""

    edition: str
    articles: dict[int, Article]
    units: dict[str, Unit]
    _children: dict[str, list[str]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        children: dict[str, list[str]] = {}
        for unit in self.units.values():
            if unit.parent:
                children.setdefault(unit.parent, []).append(unit.id)
        self._children = {key: sorted(value, key=_sort_key) for key, value in children.items()}

    def __contains__(self, unit_id: object) -> bool:
        return isinstance(unit_id, str) and unit_id in self.units

    def __iter__(self) -> Iterator[Unit]:
        return iter(sorted(self.units.values(), key=lambda u: _sort_key(u.id)))

    def __len__(self) -> int:
        return len(self.units)

    def get(self, raw_id: str) -> Unit:
        """The unit for a user-typed id; ``UnknownUnitError`` with the nearest ids if absent."""
        unit_id = normalize_id(raw_id)
        if unit_id and unit_id in self.units:
            return self.units[unit_id]
        raise UnknownUnitError(unit_id or str(raw_id).strip(), self.nearest(unit_id or str(raw_id)))

    def resolve(self, unit_id: str) -> str | None:
        """The id itself if present, else its nearest existing ancestor (for ``30B1b-i`` style)."""
        current: str | None = normalize_id(unit_id)
        while current:
            if current in self.units:
                return current
            current = parent_id(current)
        return None

    def children(self, unit_id: str) -> list[str]:
        return list(self._children.get(unit_id, ()))

    def ancestors(self, unit_id: str) -> list[Unit]:
        """From the article down to the unit's parent."""
        chain = []
        current = self.units[unit_id].parent
        while current:
            chain.append(self.units[current])
            current = self.units[current].parent
        return list(reversed(chain))

    def title_of(self, unit_id: str) -> str:
        """The nearest title on the way up (a unit's own, its section's, or the article's)."""
        unit = self.units[unit_id]
        if unit.title:
            return unit.title
        for ancestor in reversed(self.ancestors(unit_id)):
            if ancestor.title:
                return ancestor.title
        return self.articles[unit.article].title

    def nearest(self, raw: str, n: int = 3) -> tuple[str, ...]:
        key = normalize_id(raw) or str(raw).strip()
        if not key:
            return ()
        ids = list(self.units)
        close = difflib.get_close_matches(key, ids, n=n, cutoff=0.5)
        if not close:
            prefix = re.match(r"\d{1,2}", key)
            if prefix:
                close = [i for i in ids if re.match(rf"{prefix.group()}(?!\d)", i)][:n]
        return tuple(close)

    @cached_property
    def version(self) -> str:
        """A short fingerprint of the corpus content, logged with every incident."""
        import hashlib

        digest = hashlib.sha256()
        for unit in self:
            digest.update(f"{unit.id}\0{unit.source}\0{unit.text}\0".encode())
        return f"{self.edition}-{digest.hexdigest()[:10]}"


def _data_files(edition: str) -> list[tuple[str, str]]:
    folder = resources.files("laws").joinpath("data", edition)
    out = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.startswith("art_") and entry.name.endswith(".yaml"):
            out.append((entry.name, entry.read_text(encoding="utf-8")))
    return out


def load(edition: str = EDITION, files: list[tuple[str, str]] | None = None) -> Corpus:
    """Load and validate a corpus; ``files`` (name, yaml text) overrides the package data."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    articles: dict[int, Article] = {}
    units: dict[str, Unit] = {}
    for name, text in files if files is not None else _data_files(edition):
        try:
            doc = yaml.load(text, Loader=loader)
        except yaml.YAMLError as exc:
            raise CorpusError(f"{name}: not valid YAML: {exc}") from exc
        if not isinstance(doc, dict):
            raise CorpusError(f"{name}: expected a mapping with article, title, units")
        unknown = set(doc) - _ARTICLE_KEYS
        if unknown:
            raise CorpusError(f"{name}: unknown key(s) {sorted(unknown)}; allowed: {sorted(_ARTICLE_KEYS)}")
        number, title = doc.get("article"), doc.get("title")
        if not isinstance(number, int) or not isinstance(title, str) or not title.strip():
            raise CorpusError(f"{name}: 'article' must be a number and 'title' a non-empty text")
        if number in articles:
            raise CorpusError(f"{name}: article {number} is defined twice (also in {articles[number].file})")
        articles[number] = Article(number, title.strip(), name)
        raw_units = doc.get("units") or []
        if not isinstance(raw_units, list) or not raw_units:
            raise CorpusError(f"{name}: article {number} has no units")
        for raw in raw_units:
            unit = _parse_unit(name, number, raw)
            if unit.id == str(number) and unit.title is None:
                unit = Unit(**{**unit.__dict__, "title": title.strip()})  # the root carries the article title
            if unit.id in units:
                raise CorpusError(f"{name}: duplicate unit id {unit.id!r} (first in {units[unit.id].file})")
            units[unit.id] = unit
    _check_structure(articles, units)
    return Corpus(edition, articles, units)


def _parse_unit(name: str, number: int, raw: object) -> Unit:
    if not isinstance(raw, dict):
        raise CorpusError(f"{name}: every unit must be a mapping, got {raw!r:.60}")
    unit_id = str(raw.get("id", "")).strip()
    where = f"{name}: unit {unit_id or '?'}"
    unknown = set(raw) - _UNIT_KEYS
    if unknown:
        raise CorpusError(f"{where}: unknown key(s) {sorted(unknown)}; allowed: {sorted(_UNIT_KEYS)}")
    if not _ID_RE.match(unit_id):
        raise CorpusError(f"{where}: id must look like 64, 64A, 64A1 or 43A1c")
    if article_of(unit_id) != number:
        raise CorpusError(f"{where}: belongs to article {article_of(unit_id)}, not {number}")
    text = raw.get("text")
    if not isinstance(text, str) or not text.strip():
        raise CorpusError(f"{where}: empty text")
    source = raw.get("source")
    if source not in _SOURCES:
        raise CorpusError(f"{where}: source must be one of {sorted(_SOURCES)}, got {source!r}")
    title = raw.get("title")
    if title is not None and (not isinstance(title, str) or not title.strip()):
        raise CorpusError(f"{where}: title, when given, must be a non-empty text")
    alt = raw.get("alt_text")
    if alt is not None and (not isinstance(alt, str) or not alt.strip() or source != "seed"):
        raise CorpusError(f"{where}: alt_text must be a non-empty text on a seed unit")
    explicit = raw.get("references") or []
    if not isinstance(explicit, list):
        raise CorpusError(f"{where}: references must be a list of unit ids")
    refs: list[str] = []
    for ref in explicit:
        canonical = normalize_id(str(ref))
        if not canonical:
            raise CorpusError(f"{where}: reference {ref!r} is not a unit id")
        refs.append(canonical)
    for ref in find_references(text + "\n" + (alt or "")):
        if ref not in refs:
            refs.append(ref)
    return Unit(
        id=unit_id,
        article=number,
        text=" ".join(text.split()) if source == "summary" else text.strip(),
        source=source,
        title=title.strip() if title else None,
        parent=parent_id(unit_id),
        references=tuple(r for r in refs if r != unit_id),
        alt_text=alt.strip() if alt else None,
        file=name,
    )


def _check_structure(articles: dict[int, Article], units: dict[str, Unit]) -> None:
    for number, article in articles.items():
        if str(number) not in units:
            raise CorpusError(f"{article.file}: article {number} needs a root unit with id '{number}'")
    for unit in units.values():
        if unit.parent and unit.parent not in units:
            raise CorpusError(f"{unit.file}: unit {unit.id} has no parent unit {unit.parent!r}")
        for ref in unit.references:
            if ref not in units:
                raise CorpusError(f"{unit.file}: unit {unit.id} refers to {ref!r}, which does not resolve")
