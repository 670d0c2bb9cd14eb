/// The parent locales of Apple's localization fallback, by ICU base name:
/// Apple's own table first, then CLDR's parent locales.
///
/// Facts from Apple's open-source ICU (github.com/apple-oss-distributions/ICU,
/// tag ICU-76142.2): `appleParentMap` in `icu/icu4c/source/common/ualoc.cpp`,
/// which `ualoc_getParent` consults before anything else (`en_AU` → `en_GB`,
/// `en_NZ` → `en_AU`, `zh_HK` → `zh_Hant`, `zh_Hant` → `zh_TW`); then CLDR 46's
/// parent locales as that ICU compiles them in (`parentLocaleTable` in
/// `icu/icu4c/source/common/localefallback_data.h`, read by `ures_getLocParent`
/// in `uresbund.cpp`). A name in neither table falls back by truncation
/// (`uloc_getParent`): `de_CH` → `de`.
///
/// The CLDR part is written here rather than read from the system's ICU so that
/// negotiation gives the same answers as Apple's current platforms whatever ICU
/// version is installed: ICU 72 (Debian 12) ships CLDR 42's shorter list, with
/// no `en_AD` → `en_150` or `en_AR` → `en_001`.
enum LocaleParentTable {
    /// The marker for "the chain ends here" (the root locale).
    static let root = "root"

    /// The parent the tables give an ICU base name (`en_AU` → `en_GB`), `root`
    /// when its chain ends there, or `nil` when the tables say nothing.
    static func parent(of name: String) -> String? { parents[name] }

    /// Apple's table wins over CLDR's (`en_AU` → `en_GB`, not `en_001`).
    private static let parents: [String: String] = {
        var result: [String: String] = [:]
        for table in [cldr, apple] {
            for (parent, children) in table {
                for child in children.split(separator: " ") { result[String(child)] = parent }
            }
        }
        return result
    }()

    /// CLDR 46 parent locales (`parentLocaleTable`), as `(parent, children)`.
    private static let cldr: [(parent: String, children: String)] = [
        (
            root,
            "ar_Latn as_Latn az_Arab az_Cyrl bal_Latn ber_Latn blt_Latn bm_Nkoo bn_Latn bs_Cyrl "
                + "byn_Latn cu_Glag dje_Arab dyo_Arab el_Latn en_Dsrt en_Shaw ff_Adlm ff_Arab gu_Latn "
                + "ha_Arab he_Latn iu_Latn ja_Latn kaa_Latn kk_Arab kn_Latn kok_Latn ks_Deva ku_Arab "
                + "kxv_Deva kxv_Orya kxv_Telu ky_Arab ky_Latn ml_Arab ml_Latn mn_Mong mni_Mtei mr_Latn "
                + "ms_Arab or_Latn pa_Arab pa_Latn rej_Rjng ru_Latn sa_Latn sat_Deva sd_Deva sd_Khoj "
                + "sd_Sind shi_Latn so_Arab sr_Latn sw_Arab ta_Latn te_Latn tg_Arab ug_Cyrl ur_Latn "
                + "uz_Arab uz_Cyrl vai_Latn wo_Arab yi_Latn yo_Arab yue_Hans zh_Hant zh_Latn"
        ),
        (
            "en_001",
            "en_150 en_AF en_AG en_AI en_AM en_AO en_AR en_AU en_AW en_AX en_AZ en_BB en_BD en_BF "
                + "en_BH en_BJ en_BL en_BM en_BN en_BO en_BQ en_BR en_BS en_BW en_BZ en_CC en_CD en_CF "
                + "en_CG en_CI en_CK en_CM en_CR en_CU en_CV en_CX en_CY en_DG en_DM en_DO en_DZ en_EC "
                + "en_EG en_EH en_ER en_ET en_FJ en_FK en_FM en_GA en_GB en_GD en_GF en_GG en_GH en_GI "
                + "en_GM en_GN en_GP en_GQ en_GT en_GY en_HK en_HN en_HT en_IC en_ID en_IE en_IL en_IM "
                + "en_IN en_IO en_IQ en_JE en_JM en_JO en_KE en_KG en_KH en_KI en_KM en_KN en_KW en_KY "
                + "en_KZ en_LA en_LB en_LC en_LK en_LR en_LS en_LY en_MA en_MF en_MG en_ML en_MM en_MN "
                + "en_MO en_MQ en_MR en_MS en_MT en_MU en_MV en_MW en_MY en_MZ en_NA en_NC en_NE en_NF "
                + "en_NG en_NI en_NP en_NR en_NU en_NZ en_OM en_PE en_PF en_PG en_PK en_PM en_PN en_PS "
                + "en_PW en_QA en_RE en_RW en_SB en_SC en_SD en_SG en_SH en_SJ en_SL en_SM en_SN en_SO "
                + "en_SS en_ST en_SV en_SX en_SY en_SZ en_TC en_TD en_TF en_TG en_TH en_TJ en_TK en_TL "
                + "en_TM en_TN en_TO en_TT en_TV en_TZ en_UG en_UY en_UZ en_VC en_VE en_VG en_VN en_VU "
                + "en_WF en_WS en_YE en_YT en_ZA en_ZM en_ZW"
        ),
        (
            "en_150",
            "en_AD en_AL en_AT en_BA en_BE en_BG en_BY en_CH en_CZ en_DE en_DK en_EE en_ES en_FI "
                + "en_FO en_FR en_GE en_GL en_GR en_HR en_HU en_IS en_IT en_LI en_LT en_LU en_LV en_MC "
                + "en_MD en_ME en_MK en_NL en_NO en_PL en_PT en_RO en_RS en_RU en_SE en_SI en_SK en_UA "
                + "en_VA"
        ),
        (
            "es_419",
            "es_AG es_AI es_AR es_AW es_BB es_BL es_BM es_BO es_BQ es_BR es_BS es_BZ es_CA es_CL "
                + "es_CO es_CR es_CU es_CW es_DM es_DO es_EC es_FK es_GD es_GF es_GL es_GP es_GT es_GY "
                + "es_HN es_HT es_JP es_KN es_KY es_LC es_MF es_MQ es_MS es_MX es_NI es_PA es_PE es_PM "
                + "es_PR es_PY es_SR es_SV es_SX es_TC es_TT es_US es_UY es_VC es_VE es_VG es_VI"
        ),
        ("en_IN", "hi_Latn"),
        ("fr_HT", "ht"),
        ("no", "nb nn no_NO"),
        ("pt_PT", "pt_AO pt_CH pt_CV pt_FR pt_GQ pt_GW pt_LU pt_MO pt_MZ pt_ST pt_TL"),
        ("zh_Hant_HK", "zh_Hant_MO"),
    ]

    /// Apple's own parents for localization bundles (`appleParentMap`), as `(parent, children)`.
    private static let apple: [(parent: String, children: String)] = [
        ("ar", "ars"),
        (
            "en_GB",
            "en_150 en_AG en_AI en_AU en_BB en_BD en_BM en_BN en_BS en_BW en_BZ en_DG en_DM en_FJ "
                + "en_FK en_GD en_GG en_GH en_GI en_GM en_GY en_HK en_IE en_IM en_IN en_IO en_JE en_JM "
                + "en_KE en_KI en_KN en_KY en_LC en_LK en_LS en_MO en_MS en_MT en_MU en_MV en_MW en_MY "
                + "en_NA en_NG en_PK en_PN en_SB en_SC en_SD en_SG en_SH en_SL en_SS en_SZ en_TC en_TO "
                + "en_TT en_TV en_TZ en_UG en_VC en_VG en_VU en_ZA en_ZM en_ZW"
        ),
        ("en_AU", "en_CC en_CK en_CX en_NF en_NR en_NU en_NZ en_PG en_WS"),
        ("en_150", "en_CY"),
        ("en_001", "en_GB"),
        ("es_419", "es_MX"),
        ("wuu_Hans", "wuu"),
        ("zh_Hans", "wuu_Hans yue_Hans"),
        ("zh_Hant", "wuu_Hant zh_HK"),
        ("yue_Hant", "yue"),
        ("zh_Hant_HK", "yue_HK"),
        ("yue_HK", "yue_Hant"),
        ("zh_TW", "zh_Hant"),
        ("zh_HK", "zh_Hant_HK"),
        (root, "zh_TW"),
    ]
}
