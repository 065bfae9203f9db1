/// The OSC 52 escape sequence that asks the terminal to put text on the clipboard: it works
/// over ssh and in terminals that allow it (tmux passes it on with `set-clipboard on`).
enum OSC52 {
    /// Largest text sent, in bytes: terminals drop or cut longer sequences.
    static let limit = 1 << 20

    /// `ESC ] 52 ; c ; <base64 of the UTF-8> BEL`, one sequence.
    static func sequence(for text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
    }

    /// RFC 4648 base64 with padding.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let a = UInt32(bytes[index])
            let b = count > 1 ? UInt32(bytes[index + 1]) : 0
            let c = count > 2 ? UInt32(bytes[index + 2]) : 0
            let group = a << 16 | b << 8 | c
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(count > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            out.append(count > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
