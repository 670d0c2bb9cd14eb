import StandardButtons
import Testing

@testable import StandardMenus

/// Whole trees resolved through the built-in catalog. The expected titles are copied from
/// `Resources/<language>.lproj/StandardButtons.strings(dict)`.
@Suite("Localized menu trees")
struct LocalizationTests {
    /// A tree with every kind that has a title, a nested menu, counted titles and an Async part.
    func tree() -> [MenuElement] {
        Submenu(.edit) {
            MenuItem(.undo)
            MenuItem(.redo)
            MenuDivider()
            Submenu(.share) {
                MenuItem(.copy)
                MenuItem(.copyLink)
            }
            MenuSection(.sort) {
                MenuToggle(.pin, isOn: true)
                MenuToggle(.mute, isOn: false)
            }
            MenuControlGroup { MenuItem(.paste) }
            MenuItem(.delete, count: 1)
            MenuItem(.delete, count: 3)
            MenuItem(.delete, count: 5)
            MenuText("Draft.txt")
            Async({ [StandardType.refresh, .more] }) { types in
                MenuForEach(types) { MenuItem($0) }
            }
            .cached()
            .identifier("types")
        }.menuElements
    }

    /// Every title of a tree, depth first.
    func titles(_ elements: [ResolvedMenuElement]) -> [String] {
        elements.flatMap { [$0.title] + titles($0.children) }
    }

    @Test("A whole tree in Russian")
    func russian() async {
        let resolved = await MenuResolver(preferredLanguages: ["ru"], cache: AsyncCache()).load(tree())
        #expect(
            titles(resolved) == [
                "Править", "Отменить", "Повторить", "", "Поделиться", "Скопировать", "Скопировать ссылку",
                "Сортировать", "Закрепить", "Выключить звук", "", "Вставить", "Удалить 1 объект",
                "Удалить 3 объекта", "Удалить 5 объектов", "Draft.txt", "Обновить", "Еще",
            ])
    }

    @Test("A whole tree in Japanese")
    func japanese() async {
        let resolved = await MenuResolver(preferredLanguages: ["ja"], cache: AsyncCache()).load(tree())
        #expect(
            titles(resolved) == [
                "編集", "取り消す", "やり直す", "", "共有", "コピー", "リンクをコピー", "並べ替え", "ピンで固定", "消音", "",
                "ペースト", "1 項目を削除", "3 項目を削除", "5 項目を削除", "Draft.txt", "更新", "その他",
            ])
    }

    @Test("The Russian tree as text")
    func russianText() async {
        let resolved = await MenuResolver(preferredLanguages: ["ru"], cache: AsyncCache()).load(tree())
        let expected = """
            Править ▸
              Отменить            ⌘Z
              Повторить           ⇧⌘Z
              ────────
              Поделиться ▸
                Скопировать         ⌘C
                Скопировать ссылку
              — Сортировать
                [x] Закрепить
                [ ] Выключить звук
              ═
                Вставить  ⌘V
              Удалить 1 объект    ⌘⌫
              Удалить 3 объекта   ⌘⌫
              Удалить 5 объектов  ⌘⌫
              · Draft.txt
              Обновить            ⌘R
              Еще

            """
        #expect(MenuRenderer.text(resolved) == expected)
    }

    @Test("Languages fall back through regions and the preference list")
    func fallback() {
        #expect(MenuResolver(preferredLanguages: ["ru-RU"]).title(.standard(.copy)) == "Скопировать")
        #expect(MenuResolver(preferredLanguages: ["ja-JP", "ru"]).title(.standard(.copy)) == "コピー")
        #expect(MenuResolver(preferredLanguages: ["tlh", "ja"]).title(.standard(.paste)) == "ペースト")
    }

    @Test("The Japanese View menu aligns shortcuts after wide titles")
    func japaneseView() {
        // From Actual Size on: the toolbar and sidebar groups come before it.
        let resolved = MenuResolver(preferredLanguages: ["ja"]).resolve(Array(MenuTemplates.view().dropFirst(5)))
        func row(_ title: String, _ spaces: Int, _ shortcut: String) -> String {
            title + String(repeating: " ", count: spaces) + shortcut + "\n"
        }
        let expected =
            row("実際のサイズ", 10, "⌘0") + row("拡大", 18, "⌘+") + row("縮小", 18, "⌘-") + "────────\n"
            + row("更新", 18, "⌘R") + "────────\n" + row("フルスクリーンにする", 2, "⌃⌘F")
        #expect(MenuRenderer.text(resolved) == expected)
    }
}
