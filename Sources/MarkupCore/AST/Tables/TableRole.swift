/// Whether a table lays out a page or holds data, and the signs that decided it.
///
/// E-mail templates build their whole page from tables (`role="presentation"`, one cell a
/// row, tables in cells); a reader sees those as flow, not as boxes. Browsers' accessibility
/// code and text browsers tell the two apart by the same kind of signs; ``TableClassifier``
/// reads them from the tree.
public struct TableRole: Hashable, Sendable, CustomStringConvertible {
    /// Whether the table is layout or data.
    public var isLayout: Bool
    /// The signs found, the deciding one first; every one points the way of the decision.
    public var reasons: [Reason]

    /// A role with its deciding signs, the deciding one first.
    public init(isLayout: Bool, reasons: [Reason]) {
        self.isLayout = isLayout
        self.reasons = reasons
    }

    /// `layout` or `data`.
    public var name: String { isLayout ? "layout" : "data" }

    /// `layout: role=presentation, single column`.
    public var description: String {
        name + ": " + reasons.map(\.description).joined(separator: ", ")
    }

    /// A sign that a table is layout or data.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// `role="presentation"` or `role="none"` (the value as written, lowercased).
        case presentationRole(String)
        /// `role="table"`, `"grid"` or `"treegrid"`.
        case tableRole(String)
        /// A `caption` with text.
        case caption
        /// A `summary` attribute with text.
        case summary
        /// A `thead`, `tfoot`, `col` or `colgroup` element (its tag).
        case structure(String)
        /// A `th` that labels: it holds content, and no table.
        case headerCells
        /// A cell with `scope`, `headers` or `abbr`.
        case headerAttributes
        /// Every `th` is empty or holds a table: a column wrapper, as Foundation for Emails writes them.
        case headerCellsHoldTables
        /// A cell holds a table.
        case holdsTable
        /// No cell has content.
        case noCells
        /// One cell has content.
        case singleCell
        /// One row has content.
        case singleRow
        /// No row has more than one cell with content.
        case singleColumn
        /// A cell holds paragraphs, headings, lists or other blocks.
        case blockCells
        /// A `border` attribute of 1 or more (the value as written).
        case border(String)
        /// At least two rows and two columns of cells with inline content only.
        case grid
        /// The table is inside a table cell.
        case nestedInCell
        /// `width="100%"`.
        case fullWidth
        /// `border="0"`.
        case zeroBorder
        /// No `border` attribute.
        case noBorder

        public var description: String {
            switch self {
            case .presentationRole(let role): "role=\(role)"
            case .tableRole(let role): "role=\(role)"
            case .caption: "has <caption>"
            case .summary: "has summary"
            case .structure(let tag): "has <\(tag)>"
            case .headerCells: "has <th>"
            case .headerAttributes: "cells have scope or headers"
            case .headerCellsHoldTables: "<th> cells hold tables"
            case .holdsTable: "holds a table"
            case .noCells: "no cell has content"
            case .singleCell: "one cell"
            case .singleRow: "single row"
            case .singleColumn: "single column"
            case .blockCells: "cells hold blocks"
            case .border(let value): value.isEmpty ? "border" : "border=\(value)"
            case .grid: "grid of short cells"
            case .nestedInCell: "nested in a cell"
            case .fullWidth: "width=100%"
            case .zeroBorder: "border=0"
            case .noBorder: "no border"
            }
        }
    }
}
