import XCTest
@testable import FolioTemplates

/// Object fields keep dictionary semantics (one value per name, order-free equality) in an array.
final class TemplateFieldsTests: XCTestCase {
    func testANameHasOneValueAndSettingNilRemovesIt() {
        var fields: TemplateFields = ["a": 1, "b": 2, "a": 3]
        XCTAssertEqual(fields.count, 2)
        XCTAssertEqual(fields["a"], 3)
        fields["b"] = "two"
        fields["c"] = true
        fields["a"] = nil
        fields["missing"] = nil
        XCTAssertEqual(fields.map(\.name), ["b", "c"])
        XCTAssertEqual(fields["b"], "two")
        XCTAssertNil(fields["a"])
    }

    func testEqualityIgnoresOrder() {
        XCTAssertEqual(["x": 1, "y": [2]] as TemplateFields, ["y": [2], "x": 1] as TemplateFields)
        XCTAssertNotEqual(["x": 1] as TemplateFields, ["x": 1, "y": 2] as TemplateFields)
        XCTAssertNotEqual(["x": 1, "y": 2] as TemplateFields, ["x": 1, "z": 2] as TemplateFields)
        XCTAssertEqual(TemplateFields(["b": 1, "a": 2]).map(\.name), ["a", "b"])
    }

    func testKeysAreEqualExactlyWhenTheirTextIs() {
        let names = ["", "a", "b", "ab", "ba", "root", "has_on_this_page", "has_on_this_pagf", "中文", "中文 "]
        for first in names {
            for second in names {
                XCTAssertEqual(FieldKey(first) == FieldKey(second), first == second, "\(first) / \(second)")
            }
        }
        XCTAssertEqual(FieldKey(String("root".reversed().reversed())), FieldKey("root"))
    }

    func testDottedNamesAndOuterFramesStillResolve() throws {
        let library = try TemplateLibrary(templates: ["t": "{{#items}}{{name}}/{{root}}/{{meta.lang}} {{/items}}"])
        let context: TemplateValue = ["root": "../", "meta": ["lang": "zh"],
                                      "items": [["name": "a"], ["name": "b", "root": "./", "meta": ["other": 1]]]]
        XCTAssertEqual(try library.render("t", context), "a/..//zh b/.// ")
    }
}
