"""The phrase index: every phrase the story reader matches, compiled at build time and cached
with the rulebook as text, reads back as the phrase compiled afresh."""

from rulings.floor.phrases import Vocabulary
from rulings.rules import phrasing
from rulings.rules.book import Rulebook


def _phrases(book):
    voc = book.vocabulary
    out = [p for f in book.facts.values() for ps in f.words.values() for p in ps]
    out += [p for t in voc["outside"] for p in t["words"]] + list(voc["stakes"])
    return out + [p for kind in ("games", "roles") for ps in voc[kind].values() for p in ps]


def test_every_phrase_is_indexed_by_its_first_stem_and_reads_back_compiled(book):
    vocab = Vocabulary(book)
    for first in book.phrase_index:
        vocab.starting(first)
    phrases = _phrases(book)
    assert len(phrases) > 3000
    for p in phrases:
        first, text = vocab.compiled[p]
        assert (first, phrasing.from_text(text)) == (phrasing.head(p), phrasing.compile_phrase(p)), p


def test_the_fact_phrases_keep_their_fact_and_value(book):
    vocab = Vocabulary(book)
    got = {(key, p) for first in book.phrase_index for key, p in vocab.starting(first)}
    want = {((f.id, v), p) for f in book.facts.values() if f.type != "cards" for v, ps in f.words.items() for p in ps}
    assert got == want


def test_the_cached_index_is_the_one_built_now(book):
    assert book.phrase_index == phrasing.phrase_index(book)


def test_a_book_built_in_memory_has_its_index_made_on_first_use(book):
    bare = Rulebook(book.sections, book.games, book.facts, book.topics, book.clauses, [], "x",
                    vocabulary=book.vocabulary)
    assert not bare.phrase_index
    assert Vocabulary(bare).index == book.phrase_index


def test_options_and_slots_survive_the_text_form():
    for phrase in ("[the] {seat:opener} raised {n} times", "bet {amount} [in+to]", "{n}", "a"):
        elems = phrasing.compile_phrase(phrase)
        assert phrasing.from_text(phrasing.as_text(elems)) == elems
