"""Law search: BM25 over the corpus units, lemma-aware and tolerant of typos.

Words are reduced to ``stem(lemma(word))`` so "verzaakt" (lemma "verzaken") finds
"verzaking"; a query word that is not in the index is replaced by its closest
indexed forms (difflib ratio ≥ 0.8), so "strafkaat" still finds "strafkaart".
"""

from __future__ import annotations

import difflib
import math
import re
from collections import Counter, defaultdict

import laws

from .api import SearchHit
from .lemmas import lemma
from .normalize import clean_text, stem

_WORD_RE = re.compile(r"[a-zà-ÿ]+", re.IGNORECASE)
STOPWORDS = frozenset(
    "de het een en of van in op te is dat die als er aan bij met voor niet zijn hij zij wordt worden door "
    "naar om ook dan kan mag moet deze dit wat wie hoe na tot uit over nog al geen zo wel".split()
)


def terms(text: str) -> list[str]:
    out = []
    for word in _WORD_RE.findall(text.lower()):
        if word in STOPWORDS or len(word) < 2:
            continue
        out.append(stem(lemma(word)))
    return out


class LawSearch:
    K1, B = 1.4, 0.7

    def __init__(self, corpus: laws.Corpus | None = None) -> None:
        self.corpus = corpus or laws.CORPUS
        self.docs: dict[str, Counter] = {}
        self.df: Counter = Counter()
        for unit in self.corpus:
            text = " ".join(filter(None, [unit.title, unit.text]))
            counts = Counter(terms(text))
            self.docs[unit.id] = counts
            self.df.update(counts.keys())
        self.n = len(self.docs)
        self.avg_len = sum(sum(c.values()) for c in self.docs.values()) / max(self.n, 1)
        self.vocabulary = sorted(self.df)
        self._by_initial: dict[str, list[str]] = defaultdict(list)
        for term in self.vocabulary:
            self._by_initial[term[:1]].append(term)

    def expand(self, term: str) -> list[tuple[str, float]]:
        """The indexed terms a query term stands for, with a weight (1.0 exact)."""
        if term in self.df:
            return [(term, 1.0)]
        candidates = self._by_initial.get(term[:1], self.vocabulary)
        close = difflib.get_close_matches(term, candidates, n=3, cutoff=0.8)
        prefix = [t for t in candidates if len(term) >= 5 and t.startswith(term) and t not in close][:3]
        return [(t, 0.8) for t in close] + [(t, 0.6) for t in prefix]

    def search(self, query: str, limit: int = 5) -> list[SearchHit]:
        query_terms = [t for t in terms(clean_text(query))]
        if not query_terms:
            return []
        scores: Counter = Counter()
        matched: dict[str, set[str]] = defaultdict(set)
        for term in dict.fromkeys(query_terms):
            for indexed, weight in self.expand(term):
                idf = math.log(1 + (self.n - self.df[indexed] + 0.5) / (self.df[indexed] + 0.5))
                for unit_id, counts in self.docs.items():
                    tf = counts.get(indexed)
                    if not tf:
                        continue
                    length = sum(counts.values())
                    norm = tf * (self.K1 + 1) / (tf + self.K1 * (1 - self.B + self.B * length / self.avg_len))
                    scores[unit_id] += weight * idf * norm
                    matched[unit_id].add(indexed)
        hits = []
        for unit_id, score in scores.most_common(limit):
            hits.append(SearchHit(unit_id, round(score, 3), self.snippet(unit_id, matched[unit_id])))
        return hits

    def snippet(self, unit_id: str, matched: set[str], width: int = 18) -> str:
        unit = self.corpus.units[unit_id]
        words = unit.text.split()
        marks = [i for i, w in enumerate(words) if terms(w) and terms(w)[0] in matched]
        start = max(0, (marks[0] if marks else 0) - width // 3)
        window = words[start : start + width]
        out = []
        for offset, word in enumerate(window):
            if start + offset in marks:
                core = word.rstrip(".,;:!?)")
                word = f"«{core}»{word[len(core):]}"
            out.append(word)
        prefix = "… " if start > 0 else ""
        suffix = " …" if start + width < len(words) else ""
        return prefix + " ".join(out) + suffix
