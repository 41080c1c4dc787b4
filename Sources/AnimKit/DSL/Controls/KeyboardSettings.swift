import Foundation

// The settings of the on-screen keyboard a text field raises. AnimKit draws no keyboard, so they change nothing
// on screen (as on a phone until the keyboard comes up); they compile so that real forms run unchanged.
//
//     TextField("Email", text: $email)
//         .keyboardType(.emailAddress)
//         .textInputAutocapitalization(.never)
//         .autocorrectionDisabled()
//         .submitLabel(.next)
//         .textContentType(.emailAddress)

/// The kind of keyboard a text field asks for — UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Which letters the keyboard capitalizes — UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// What a text field holds, for the keyboard's suggestions — UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
}

/// Which letters the keyboard capitalizes — SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let kind: UITextAutocapitalizationType
    public static let never = TextInputAutocapitalization(kind: .none)
    public static let words = TextInputAutocapitalization(kind: .words)
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    public static let characters = TextInputAutocapitalization(kind: .allCharacters)
}

/// The label of the keyboard's return key — SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

nonisolated extension View {
    /// The keyboard a text field raises (no keyboard is drawn: nothing changes on screen).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// How the keyboard capitalizes (no keyboard is drawn: nothing changes on screen).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// How the keyboard capitalizes, the older way (no keyboard is drawn: nothing changes on screen).
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Whether the keyboard corrects spelling (no keyboard is drawn: nothing changes on screen).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Whether the keyboard corrects spelling, the older way (no keyboard is drawn).
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// The label of the return key (no keyboard is drawn: nothing changes on screen).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// What the field holds, for the keyboard's suggestions (no keyboard is drawn: nothing changes on screen).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
