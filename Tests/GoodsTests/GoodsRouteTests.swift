import AllContracts
import Common
import ModuleTesting
import StandIns
import Testing

@Suite struct GoodsRouteTests {
    @Test func listShowsEveryItemAsARecordWithFilterLinks() async throws {
        let fixture = try await GoodsFixture()
        let content = try await pageContent(fixture.hub.open(GoodsList()))
        #expect(content.title == "Catalogue")
        #expect(content.records.count == 12)
        let first = try #require(content.records.first)
        #expect(first.fields.map(\.key) == ["id", "name", "price", "stock"])
        #expect(first.fields.map(\.value) == ["1", "West Lake Longjing", "¥68.00", "12"])
        #expect(first.link?.path == "goods/detail/1")
        #expect(content.link(titled: "All goods")?.path == "goods/list")
        #expect(content.link(titled: "Tea")?.path == "goods/list?category=tea")
        #expect(content.link(titled: "Teaware")?.path == "goods/list?category=teaware")
        #expect(content.link(titled: "Snacks")?.path == "goods/list?category=snacks")
    }

    @Test(arguments: [("tea", 4), ("teaware", 4), ("snacks", 4)])
    func listFiltersByCategoryFromOutside(category: String, count: Int) async throws {
        let fixture = try await GoodsFixture()
        let content = try await pageContent(fixture.hub.open(url: "bazaar://goods/list?category=\(category)"))
        #expect(content.records.count == count)
        #expect(content.title.hasPrefix("Catalogue: "))
    }

    @Test func unknownCategoryNamesItAndTheValidOnes() async throws {
        let fixture = try await GoodsFixture()
        let error = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://goods/list?category=shoes")
        }
        #expect(error?.key == "goods.unknownCategory")
        #expect(error?.key == "goods.unknownCategory")
        #expect(error?.description.contains("'shoes'") == true)
        #expect(error?.description.contains("tea, teaware, snacks") == true)
    }

    @Test func detailShowsTheItemAndAnAddToCartLink() async throws {
        let fixture = try await GoodsFixture()
        let content = try await pageContent(fixture.hub.open(url: "bazaar://goods/detail/3"))
        #expect(content.title == "Tieguanyin Oolong")
        #expect(content.field("name")?.value == "Tieguanyin Oolong")
        #expect(content.field("category")?.value == "Tea")
        #expect(content.field("price")?.value == "¥45.00")
        #expect(content.field("stock")?.value == "20")
        let add = try #require(content.link(titled: "Add to cart"))
        #expect(add.path == "cart/add?id=3&qty=1")
        #expect(!add.isNativeOnly)
        #expect(content.link(titled: "More in Tea")?.path == "goods/list?category=tea")
    }

    @Test func outOfStockDetailKeepsAddToCartUnavailable() async throws {
        let fixture = try await GoodsFixture()
        let content = try await pageContent(fixture.hub.open(GoodsDetail(id: 2)))
        #expect(content.field("stock")?.value == "0")
        #expect(content.link(titled: "Add to cart")?.unavailableReason == "sold out")
        // The links after it keep the numbers they have when the item is in stock.
        let inStock = try await pageContent(fixture.hub.open(GoodsDetail(id: 1)))
        #expect(content.links.count == inStock.links.count)
    }

    @Test func detailShowsStockAsItIsWhenDrawn() async throws {
        let fixture = try await GoodsFixture()
        let page = try #require(try await fixture.hub.open(GoodsDetail(id: 7)).page)
        await #expect(page.content().link(titled: "Add to cart")?.unavailableReason == nil)
        try await fixture.goods().reserve([7: 1], for: "pay-10")
        await #expect(page.content().field("stock")?.value == "0")
        await #expect(page.content().link(titled: "Add to cart")?.unavailableReason == "sold out")
    }

    @Test(arguments: [0, 13, 901])
    func unknownIdNamesTheId(id: Int) async throws {
        let fixture = try await GoodsFixture()
        let error = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://goods/detail/\(id)")
        }
        #expect(error?.description.contains("no goods item \(id);") == true)
        #expect(error?.description.contains("from 1 to 12") == true)
        await #expect(throws: RouteError.self) { try await fixture.hub.open(GoodsDetail(id: id)) }
    }

    @Test func badIdIsAMalformedRequest() async throws {
        let fixture = try await GoodsFixture()
        let error = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://goods/detail/three")
        }
        #expect(error?.key == "route.invalidParameter")
    }

    @Test func listLinksLeadToDetailPages() async throws {
        let fixture = try await GoodsFixture()
        let navigator = Navigator(hub: fixture.hub)
        let list = try #require(try await navigator.open(GoodsList(category: "snacks")).page)
        let link = try await #require(list.content().records.first?.link)
        let detail = try #require(try await navigator.follow(link).page)
        await #expect(detail.content().title == "Sesame Crisps")
        #expect(navigator.depth == 2)
    }

    @Test func pagesSpeakChinese() async throws {
        let fixture = try await GoodsFixture(language: .simplifiedChinese)
        let detail = try await pageContent(fixture.hub.open(GoodsDetail(id: 3)))
        #expect(detail.title == "铁观音乌龙")
        #expect(detail.field("price")?.label == "价格")
        #expect(detail.field("category")?.value == "茶叶")
        #expect(detail.link(titled: "加入购物车") != nil)
        let list = try await pageContent(fixture.hub.open(GoodsList(category: "snacks")))
        #expect(list.title == "商品目录：茶点")
        let error = await #expect(throws: RouteError.self) { try await fixture.hub.open(GoodsList(category: "shoes")) }
        #expect(error?.description.contains("没有“shoes”这个分类") == true)
    }

    @Test func moduleDescribesItself() async throws {
        let fixture = try await GoodsFixture()
        let info = try #require(fixture.hub.moduleInfo().first)
        #expect(info.name == "Goods")
        #expect(info.provides == ["GoodsService"])
        #expect(info.consumes.isEmpty)
        #expect(Set(info.routes) == ["goods/list", "goods/detail/:id"])
    }
}
