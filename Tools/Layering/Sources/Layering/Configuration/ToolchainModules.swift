/// Modules that come with Swift toolchains and SDKs; every target may import them.
public enum ToolchainModules {
    /// The built-in list. A configuration file adds more with `toolchainModules`.
    public static let names: Set<String> = [
        // The standard library and its companions.
        "Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "_RegexParser", "RegexBuilder",
        "_Differentiation", "_Volatile", "_Builtin_float", "Distributed", "Observation", "Synchronization",
        "Cxx", "CxxStdlib", "Runtime", "SwiftShims", "Builtin",
        // Foundation, Dispatch and the test libraries.
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "_FoundationCollections", "CoreFoundation", "Dispatch", "XCTest", "Testing",
        "_TestDiscovery", "_TestingInterop", "_Testing_Foundation",
        // C libraries of the platforms.
        "Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "CRT", "Android", "Bionic", "WASILibc", "wasi_pthread",
        "SwiftGlibc", "os", "ObjectiveC", "Security", "System", "SQLite3", "CommonCrypto", "xlocale", "zlib",
        "MachO", "Dispatch", "DispatchIntrospection", "libkern", "mach", "ptrauth", "_SwiftConcurrencyShims",
        "SwiftOverlayShims", "LibcOverlayShims", "_math", "_stdio", "_time", "_signal", "stdlib_h",
        // SwiftPM's own APIs.
        "PackageDescription", "PackagePlugin",
        // Apple SDK frameworks business code commonly uses.
        "UIKit", "AppKit", "SwiftUI", "Combine", "CoreGraphics", "CoreData", "CoreImage", "CoreLocation",
        "CoreText", "QuartzCore", "AVFoundation", "MapKit", "WebKit", "StoreKit", "UserNotifications",
        "CryptoKit", "Network", "OSLog", "SwiftData", "Charts", "Accelerate", "Metal", "MetalKit", "Photos",
        "PhotosUI", "SafariServices", "AuthenticationServices", "LocalAuthentication", "CloudKit", "GameKit",
        "SpriteKit", "SceneKit", "ARKit", "RealityKit", "Vision", "CoreML", "NaturalLanguage", "Contacts",
        "EventKit", "HealthKit", "WatchKit", "WidgetKit", "AppIntents", "UniformTypeIdentifiers", "MessageUI",
        "CoreBluetooth", "CoreMotion", "CoreHaptics", "CoreServices", "SystemConfiguration", "IOKit",
        "Cocoa", "CFNetwork", "CoreAudio", "AudioToolbox", "CoreMedia", "CoreVideo", "ImageIO", "IOSurface",
        "AVKit", "GameController", "MetricKit", "Intents", "BackgroundTasks", "LinkPresentation", "PDFKit",
        "QuickLook", "Social", "CoreSpotlight", "MultipeerConnectivity", "NetworkExtension", "OpenGL", "OpenGLES",
        "GLKit", "Carbon", "ApplicationServices", "DeveloperToolsSupport", "TipKit", "ActivityKit",
        "CoreTransferable", "Virtualization", "Kernel", "XPC", "_Concurrency_Shims", "CryptoTokenKit",
        "LocalAuthenticationEmbeddedUI", "ExtensionFoundation", "ExtensionKit", "FileProvider", "os_log",
    ]
}
