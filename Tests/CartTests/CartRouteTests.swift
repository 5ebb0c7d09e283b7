import AllContracts
import Cart
import Common
import ModuleTesting
import StandIns
import Testing

@Suite struct CartRouteTests {
    @Test func addFromOutsideAnswersAnOutcome() async throws {
        let fixture = try await CartFixture()
        let first = try await actionOutcome(fixture.hub.open(url: "bazaar://cart/add?id=901&qty=2"))
        #expect(
            first == ActionOutcome(event: "cart.added", message: "Added 2 × Sample Green Tea to the cart (2 in cart)."))
        let second = try await actionOutcome(fixture.hub.open(url: "bazaar://cart/add?id=901"))
        #expect(second.message == "Added 1 × Sample Green Tea to the cart (3 in cart).")
        await #expect(try fixture.cart().snapshot().lines == [CartLine(goodsID: 901, quantity: 3)])
    }

    @Test func addBeyondStockNamesTheItemAndWhatIsAvailable() async throws {
        let fixture = try await CartFixture()
        let error = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://cart/add?id=903&qty=2")
        }
        #expect(error?.key == "goods.outOfStock")
        #expect(error?.key == "goods.outOfStock")
        #expect(error?.description.contains("Only 1 of Sample Tea Cup (item 903) available") == true)
        let none = await #expect(throws: RouteError.self) { try await fixture.hub.open(CartAdd(id: 904)) }
        #expect(none?.key == "goods.soldOut")
        #expect(none?.description.contains("Sample Rare Oolong (item 904) is sold out") == true)
        await #expect(try fixture.cart().snapshot().lines.isEmpty)
    }

    @Test(arguments: [
        ("bazaar://cart/add?id=999", "goods.unknownItem"),
        ("bazaar://cart/add?id=901&qty=0", "route.invalidParameter"),
        ("bazaar://cart/add?id=901&qty=100", "route.invalidParameter"),
        ("bazaar://cart/add?id=901&qty=-1", "route.invalidParameter"),
        ("bazaar://cart/quantity/901?qty=-1", "route.invalidParameter"),
        ("bazaar://cart/quantity/901?qty=100", "route.invalidParameter"),
    ])
    func addRefusesBadItemsAndQuantities(url: String, key: String) async throws {
        let fixture = try await CartFixture()
        let error = await #expect(throws: RouteError.self) { try await fixture.hub.open(url: url) }
        #expect(error?.key == key, "\(String(describing: error))")
        await #expect(try fixture.cart().snapshot().lines.isEmpty)
    }

    @Test(arguments: ["bazaar://cart/add?qty=2", "bazaar://cart/add?id=three", "bazaar://cart/add?id=901&qty=two"])
    func malformedAddIsRefusedBeforeTheCart(url: String) async throws {
        let fixture = try await CartFixture()
        let error = await #expect(throws: RouteError.self) { try await fixture.hub.open(url: url) }
        #expect(["route.missingParameter", "route.invalidParameter"].contains(error?.key))
    }

    @Test func aLinkCannotSetThePrice() async throws {
        let fixture = try await CartFixture()
        let error = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://cart/add?id=901&price=1")
        }
        #expect(error?.key == "route.reservedParameter")
    }

    @Test func setQuantityAndRemoveAnswerOutcomes() async throws {
        let fixture = try await CartFixture()
        try await fixture.cart().add(goodsID: 901, quantity: 1)
        try await fixture.cart().add(goodsID: 902, quantity: 1)
        let set = try await actionOutcome(fixture.hub.open(url: "bazaar://cart/quantity/901?qty=4"))
        #expect(set == ActionOutcome(event: "cart.quantityChanged", message: "Sample Green Tea: 4 in the cart."))
        let zero = try await actionOutcome(fixture.hub.open(CartSetQuantity(id: 901, qty: 0)))
        #expect(zero == ActionOutcome(event: "cart.removed", message: "Removed Sample Green Tea from the cart."))
        let removed = try await actionOutcome(fixture.hub.open(url: "bazaar://cart/remove/902"))
        #expect(removed == ActionOutcome(event: "cart.removed", message: "Removed Sample Teapot from the cart."))
        await #expect(try fixture.cart().snapshot().lines.isEmpty)
        let missing = await #expect(throws: RouteError.self) { try await fixture.hub.open(CartRemove(id: 902)) }
        #expect(missing?.description.contains("Item 902 is not in the cart.") == true)
        let noQuantity = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://cart/quantity/901")
        }
        #expect(noQuantity?.key == "route.missingParameter")
    }

    @Test func emptyCartPageOffersTheCatalogueAndNoCheckout() async throws {
        let fixture = try await CartFixture()
        let content = try await pageContent(fixture.hub.open(url: "bazaar://cart"))
        #expect(content.title == "Cart")
        #expect(content.texts == ["Your cart is empty."])
        #expect(content.links.map(\.path) == ["goods/list"])
    }

    @Test func cartPageShowsLinesTotalsAndLinks() async throws {
        let fixture = try await CartFixture()
        try await fixture.cart().add(goodsID: 901, quantity: 3)
        try await fixture.cart().add(goodsID: 903, quantity: 1)
        let content = try await pageContent(fixture.hub.open(CartShow()))
        #expect(content.records.count == 2)
        let tea = try #require(content.records.first)
        #expect(tea.fields.map(\.key) == ["id", "name", "quantity", "unitPrice", "lineTotal"])
        #expect(tea.fields.map(\.value) == ["901", "Sample Green Tea", "3", "¥12.50", "¥37.50"])
        #expect(tea.link?.path == "goods/detail/901")
        #expect(content.field("total")?.value == "¥52.50")
        #expect(content.field("itemCount")?.value == "4")
        let paths = content.links.map(\.path)
        #expect(paths.contains("cart/quantity/901?qty=4&from=3"))
        #expect(paths.contains("cart/quantity/901?qty=2&from=3"))
        #expect(paths.contains("cart/remove/901"))
        // The only cup is in the cart already: its +1 keeps its place, unavailable, saying why.
        let cup = try #require(content.records.last)
        #expect(cup.actions.map(\.title) == tea.actions.map(\.title), "every line has the same actions")
        #expect(cup.actions.map(\.unavailableReason) == ["none left", nil, nil])
        #expect(tea.actions.allSatisfy { $0.unavailableReason == nil })
        #expect(paths.contains("cart/quantity/903?qty=0&from=1"))
        let checkout = try #require(content.link(titled: "Checkout"))
        #expect(checkout.path == "order/checkout")
        #expect(checkout.isNativeOnly)
    }

    @Test func checkoutLinkCarriesTheLinesPricedNow() async throws {
        let received = LockedBox<[CheckoutLine]?>(nil)
        let fixture = try await CartFixture(
            routes: TestRoutes { registrar in
                registrar.route(OrderCheckout.self) { route, _ in
                    received.withLock { $0 = route.lines }
                    return .page(TitledPage("checkout"))
                }
            })
        try await fixture.cart().add(goodsID: 902, quantity: 2)
        try await fixture.cart().add(goodsID: 901, quantity: 1)
        let content = try await pageContent(fixture.hub.open(CartShow()))
        _ = try await fixture.hub.follow(try #require(content.link(titled: "Checkout")))
        #expect(
            received.withLock { $0 } == [
                CheckoutLine(goodsID: 902, name: "Sample Teapot", quantity: 2, unitPrice: Money(minorUnits: 8800)),
                CheckoutLine(goodsID: 901, name: "Sample Green Tea", quantity: 1, unitPrice: Money(minorUnits: 1250)),
            ])
    }

    @Test func followingLinksChangesTheCartAndThePageShowsIt() async throws {
        let fixture = try await CartFixture()
        try await fixture.cart().add(goodsID: 901, quantity: 1)
        let navigator = Navigator(hub: fixture.hub)
        let page = try #require(try await navigator.open(CartShow()).page)
        let line = try await #require(page.content().records.first)
        #expect(line.actions.map(\.title) == ["+1", "−1", "Remove"], "actions on the line, named briefly")
        _ = try await navigator.follow(try #require(page.content().link(to: "cart/quantity/901?qty=2&from=1")))
        await #expect(page.content().field("quantity")?.value == "2")
        _ = try await navigator.follow(try #require(page.content().link(to: "cart/remove/901")))
        await #expect(page.content().texts == ["Your cart is empty."])
        #expect(navigator.depth == 1)
    }

    @Test func itemsGoneFromTheCatalogueAreShownButNotCheckedOut() async throws {
        let store = InMemoryStateStore()
        try await CartFixture(store: store).cart().add(goodsID: 901, quantity: 1)
        try await CartFixture(store: store).cart().add(goodsID: 902, quantity: 1)
        let fewer = StandInGoodsService.catalogue.filter { $0.id != 901 }
        let fixture = try await CartFixture(store: store, goods: fewer)
        let content = try await pageContent(fixture.hub.open(CartShow()))
        #expect(content.texts.contains { $0.contains("Item 901 is no longer in the catalogue") })
        #expect(content.field("total")?.value == "¥88.00")
        #expect(content.field("itemCount")?.value == "1", "the count adds up what the total does")
        #expect(content.links.contains { $0.path == "cart/remove/901" })
        #expect(content.link(titled: "Checkout") != nil)
    }

    @Test(arguments: [1, 2])
    func cartClearsOnLogoutAndAccountDeletion(which: Int) async throws {
        let fixture = try await CartFixture()
        try await fixture.cart().add(goodsID: 901, quantity: 2)
        let delivery =
            which == 1
            ? await fixture.hub.post(UserLoggedOut(userID: "demo"))
            : await fixture.hub.post(AccountDeleted(userID: "demo"))
        #expect(delivery.isEmpty)
        await #expect(try fixture.cart().snapshot().lines.isEmpty)
        #expect(fixture.changes.withLock { $0 } == [2, 0])
    }

    @Test func anOrderPlacedLeavesTheCartAlonePayingTakesItsLines() async throws {
        let fixture = try await CartFixture()
        try await fixture.cart().add(goodsID: 901, quantity: 2)
        let order = OrderSummary(id: 1001, userID: "demo", lines: [], total: Money(minorUnits: 0), placedAt: 0)
        #expect(await fixture.hub.post(OrderPlaced(order: order)).isEmpty)
        await #expect(try fixture.cart().snapshot().lines == [CartLine(goodsID: 901, quantity: 2)])
    }

    @Test func standInAccountLogoutClearsTheCart() async throws {
        let fixture = try await CartFixture()
        let account = StandInAccountService(hub: fixture.hub)
        try await fixture.cart().add(goodsID: 901, quantity: 1)
        try await account.logOut()
        await #expect(try fixture.cart().snapshot().lines.isEmpty)
    }

    @Test func anActionAnswersItsResultTyped() async throws {
        let fixture = try await CartFixture()
        // `CartAdd.Result` is `ActionOutcome`: read without a cast.
        let outcome: ActionOutcome? = try await fixture.hub.open(CartAdd(id: 901, qty: 2)).value
        #expect(outcome?.event == "cart.added")
        #expect(outcome?.message == "Added 2 × Sample Green Tea to the cart (2 in cart).")
    }

    @Test func pagesAndOutcomesSpeakChinese() async throws {
        let fixture = try await CartFixture(language: .simplifiedChinese)
        let outcome = try await actionOutcome(fixture.hub.open(CartAdd(id: 901, qty: 2)))
        #expect(outcome.message == "已将 2 × Sample Green Tea 加入购物车（购物车中共 2 件）。")
        let content = try await pageContent(fixture.hub.open(CartShow()))
        #expect(content.title == "购物车")
        #expect(content.field("total")?.label == "总计")
        #expect(content.link(titled: "去结算") != nil)
        let error = await #expect(throws: RouteError.self) { try await fixture.hub.open(CartAdd(id: 903, qty: 5)) }
        #expect(error?.description.contains("Sample Tea Cup（商品 903）仅剩 1 件") == true)
    }

    @Test func moduleDescribesItself() async throws {
        let fixture = try await CartFixture()
        let info = try #require(fixture.hub.moduleInfo().first)
        #expect(info.name == "Cart")
        #expect(info.provides == ["CartService"])
        #expect(info.consumes == ["GoodsService"])
        #expect(info.posts == ["CartChanged"])
        let subscribers = fixture.hub.eventInfo().filter { $0.subscribers.contains("Cart") }.map(\.event)
        #expect(
            Set(subscribers) == ["UserLoggedOut", "UserLoggedIn", "AccountDeleted", "AppWillSuspend", "AppDidResume"])
    }

    @Test func startingWithoutAGoodsServiceIsAWiringProblem() async throws {
        let report = await #expect(throws: WiringError.self) {
            try await Hub.bazaar([try CartModule(store: InMemoryStateStore(), language: .english)])
        }
        #expect(report?.problems == [.missingProvider(consumer: "Cart", service: "GoodsService")])
    }
}
