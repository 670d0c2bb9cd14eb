/// A small catalog for the `btnloc xliff` tests: a plain string with a comment that
/// needs escaping, a Russian plural with two of its four categories, a substitution, a
/// string not to translate, a right-to-left translation, and a key with a line break.
enum CLIXLIFFFixtures {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "comment" : "Files in the folder",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld файл"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "%lld файлов"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Cancel" : {
              "comment" : "Button: \"Cancel\" & <close>",
              "localizations" : {
                "ar" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "إلغاء"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Cancel"
                  }
                },
                "ru" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Отменить"
                  }
                }
              }
            },
            "Found %#@count@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Found %#@count@"
                  },
                  "substitutions" : {
                    "count" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg item"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg items"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Line\nbreak" : {

            },
            "OK" : {
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """#

    /// The units `btnloc xliff export --lang ru` must write, as (id, source, target,
    /// state, note, translatable), worked out by hand from `catalog`.
    static let russianUnits: [(String, String, String?, String?, String, Bool)] = [
        ("%lld files|==|plural.few", "%lld files", nil, nil, "Files in the folder", true),
        ("%lld files|==|plural.many", "%lld files", nil, nil, "Files in the folder", true),
        ("%lld files|==|plural.one", "%lld file", "%lld файл", "translated", "Files in the folder", true),
        (
            "%lld files|==|plural.other", "%lld files", "%lld файлов", "needs-review-translation",
            "Files in the folder", true
        ),
        ("Cancel", "Cancel", "Отменить", "translated", #"Button: "Cancel" & <close>"#, true),
        ("Found %#@count@", "Found %#@count@", nil, nil, "", true),
        ("Found %#@count@|==|substitutions.count.plural.few", "%arg items", nil, nil, "", true),
        ("Found %#@count@|==|substitutions.count.plural.many", "%arg items", nil, nil, "", true),
        ("Found %#@count@|==|substitutions.count.plural.one", "%arg item", nil, nil, "", true),
        ("Found %#@count@|==|substitutions.count.plural.other", "%arg items", nil, nil, "", true),
        ("Line\nbreak", "Line\nbreak", nil, nil, "", true),
        ("OK", "OK", nil, nil, "", false),
    ]
}
