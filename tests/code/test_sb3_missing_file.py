"""ak.from_sb3 on a file that is not there says so, not « ce n'est pas un projet Scratch 3 »."""

import pytest

import algunokit as ak
from algunokit.errors import CodeError


@pytest.mark.parametrize(("lang", "words"), [("fr", "Fichier introuvable"),
                                             ("en", "File not found")])
def test_a_missing_file_is_not_found(tmp_path, lang, words):
    with pytest.raises(CodeError) as caught:
        ak.from_sb3(tmp_path / "absent.sb3")
    assert caught.value.message(lang).startswith(words)
    with pytest.raises(CodeError) as caught:
        ak.from_sb3(tmp_path)
    assert "Scratch 3" in caught.value.message(lang)
