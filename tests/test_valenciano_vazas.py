"""Valenciano, vazas and Valenciano, empates: two vazas, won and tied, the tied first vaza played with two cards
(one open, one hidden), won-lost-tied, three ties to the mão; the readings of the open card not stronger than the
hidden one and of who plays first after a tie."""

from __future__ import annotations

from espanhol import julgar, lancados, leitura, tipos


def test_valenciano_vazas_ganha_a_primeira_e_empata_a_segunda() -> None:
    d = julgar("valenciano", "- a1: {joga: 7O}\n- b1: {joga: 3E}\n- a1: {joga: 7C}\n- b1: {joga: 7P}\n", um=True)
    assert [v["vencedor"] for v in d["vazas"]] == ["A", "parda"] and lancados(d) == [("A", 1)]
    assert d["lancamentos"][0]["artigos"] == ["Valenciano, truco", "Valenciano, vazas", "Valenciano, empates",
                                              "Valenciano, baralho"]


def test_valenciano_empates_ganha_perde_empata_e_tres_empates() -> None:
    d = julgar("valenciano", "- vaza: A\n- vaza: B\n- vaza: parda\n")
    assert lancados(d) == [("A", 1)] and "Valenciano, empates" in d["lancamentos"][0]["artigos"]
    d = julgar_mao_b("- vaza: parda\n- vaza: parda\n- vaza: parda\n")
    assert lancados(d) == [("B", 1)]


def julgar_mao_b(eventos: str) -> dict:
    from espanhol import julgar_texto

    texto = "versao: 2\nregulamento: valenciano\nplacar: {A: 0, B: 0}\nduplas: {A: [a1], B: [b1]}\nmesa: [b1, a1]\n"
    return julgar_texto("valenciano", texto + "eventos:\n" + "".join(f"  {linha}\n" for linha in eventos.splitlines()))


def test_valenciano_empates_primeira_empatada_duas_cartas_descobertas_decidem() -> None:
    d = julgar("valenciano", "- a1: {joga: 3E}\n- b1: {joga: 3O}\n- a1: {joga: 7O, oculta: 4C}\n"
                             "- b1: {joga: 6C, oculta: 5P}\n", um=True)
    assert lancados(d) == [("A", 1)]
    assert d["vazas"][1]["jogadas"] == [{"jogador": "a1", "carta": "7O", "coberta": False, "oculta": "4C"},
                                        {"jogador": "b1", "carta": "6C", "coberta": False, "oculta": "5P"}]
    assert len(d["vazas"]) == 2


def test_valenciano_empates_descobertas_empatadas_decidem_as_ocultas() -> None:
    d = julgar("valenciano", """
        - b1: truco
        - a1: quero
        - a1: {joga: 5C}
        - b1: {joga: 3E}
        - a2: {joga: 3P}
        - b2: {joga: 4O}
        - b1: {joga: 7P, oculta: 5E}
        - a2: {joga: 6O, oculta: 4C}
        - b2: {joga: 6P, oculta: 5O}
        - a1: {joga: 7C, oculta: 6E}
    """, (12, 15))
    assert [v["vencedor"] for v in d["vazas"]] == ["parda", "parda", "A"] and lancados(d) == [("A", 2)]
    assert [j["carta"] for j in d["vazas"][2]["jogadas"]] == ["5E", "4C", "5O", "6E"]
    assert leitura(d, "valenciano-saida-apos-empate")["opcao"] == "empatador-anterior" and "confira" not in tipos(d)
    outra = julgar("valenciano", "- a1: {joga: 5C}\n- b1: {joga: 3E}\n- a2: {joga: 3P}\n- b2: {joga: 4O}\n"
                                 "- b1: {joga: 7P, oculta: 5E}\n", leituras={"valenciano-saida-apos-empate":
                                                                             "quem-saiu-na-vaza"})
    assert any(o["tipo"] == "confira" and "sairia a1" in o["texto"] for o in outra["observacoes"])


def test_valenciano_empates_descoberta_menor_e_igual_leituras() -> None:
    menor = "- a1: truco\n- b1: quero\n- a1: {joga: 3O}\n- b1: {joga: 3C}\n- a1: {joga: 6O, oculta: 1E}\n" \
            "- b1: {joga: 5C, oculta: 4P}\n"
    assert lancados(julgar("valenciano", menor, um=True)) == [("A", 2)]
    assert lancados(julgar("valenciano", menor, um=True,
                           leituras={"valenciano-descoberta-menor": "perde-a-descoberta"})) == [("B", 2)]
    igual = "- a1: {joga: 3O}\n- b1: {joga: 3P}\n- a1: {joga: 6O, oculta: 6E}\n- b1: {joga: 6C, oculta: 4P}\n"
    assert lancados(julgar("valenciano", igual, um=True)) == [("A", 1)]
    assert lancados(julgar("valenciano", igual, um=True, leituras={"valenciano-descoberta-igual": "perde-o-valor"})) \
        == [("B", 1)]


def test_valenciano_empates_oculta_fora_de_lugar_pede_confira() -> None:
    d = julgar("valenciano", "- a1: {joga: 7O, oculta: 4C}\n- b1: {joga: 3E}\n", um=True)
    assert "confira" in tipos(d)
