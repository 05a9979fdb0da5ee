//! What the store says of a file it cannot use, in the player's language: the sentence, the
//! reason inside it and what was done with the file, each in that language; the file is
//! kept aside as it is in English.

use std::fs;

use yahtzee::l10n::{Lang, speaking};
use yahtzee::store::{DiskStore, LoadOutcome, Storage};

/// A damaged save, opened by a French player: one French sentence saying it is damaged,
/// why (not JSON) and where it was kept; the file kept aside under its usual name.
#[test]
fn a_damaged_save_is_reported_in_french() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("matches")).unwrap();
    fs::write(dir.path().join("matches/match.json"), b"{\"version\": 7,").unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let outcome = speaking(Lang::Fr, None, || {
        store.load_match(&crate::common::mid("match"))
    });
    let LoadOutcome::Damaged { message } = outcome else {
        panic!("expected a damaged save, got {outcome:?}");
    };
    assert!(
        message.starts_with("La sauvegarde est abîmée : ce n'est pas du JSON valide ("),
        "{message}"
    );
    assert!(
        message.contains(" ; le fichier a été conservé sous match.json.corrupt-"),
        "{message}"
    );
    assert!(message.ends_with('.'), "{message}");
    for english in ["saved match", "damaged", "not valid", "kept as"] {
        assert!(!message.contains(english), "{english:?}: {message}");
    }
    let kept: Vec<String> = fs::read_dir(dir.path().join("matches"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.ends_with(".lock"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(kept[0].starts_with("match.json.corrupt-"), "{kept:?}");
}

/// The damaged history in German and the list of matches in Swedish: each says the whole
/// sentence in its language.
#[test]
fn a_damaged_history_and_a_newer_save_in_german_and_swedish() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("history.json"), b"[]").unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let (history, notice) = speaking(Lang::De, None, || store.history());
    assert!(history.summaries.is_empty());
    let notice = notice.unwrap();
    assert!(
        notice.starts_with(
            "Der Spielverlauf war beschädigt: der Inhalt hat nicht die Form eines Spielverlaufs ("
        ),
        "{notice}"
    );
    assert!(
        notice.ends_with("Ein neuer wurde begonnen; die Statistik zählt ab jetzt."),
        "{notice}"
    );

    fs::create_dir_all(dir.path().join("matches")).unwrap();
    fs::write(
        dir.path().join("matches/later.json"),
        b"{\"version\": 999999}",
    )
    .unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let said = speaking(Lang::Sv, None, || {
        match store.load_match(&crate::common::mid("later")) {
            LoadOutcome::Newer { message } => message,
            other => panic!("expected a newer save, got {other:?}"),
        }
    });
    assert!(
        said.starts_with("Det sparade partiet öppnades inte: det är ett sparat parti från en nyare version 999999"),
        "{said}"
    );
    assert!(said.ends_with("Det lämnades orört."), "{said}");
}

/// Setups saved by earlier releases load as they did, with no language remembered; a
/// language chosen in setup is kept in the file and read back before any command runs; a
/// code this release does not speak is kept but not used; one that is no language tag is
/// damage, kept aside with the store's sentence.
#[test]
fn an_old_setup_loads_and_a_chosen_language_is_remembered() {
    use yahtzee::store::remembered_language;
    for release in ["v0.1.0", "v0.2.0", "v0.3.0", "v0.4.0"] {
        let dir = tempfile::tempdir().unwrap();
        fs::copy(
            yahtzee_testkit::fixtures::fixture(format!("{release}/setup.json")),
            dir.path().join("setup.json"),
        )
        .unwrap();
        let mut store = DiskStore::new(dir.path().to_path_buf());
        let last = store.last_setup();
        assert!(store.take_notices().is_empty(), "{release}");
        let last = last.unwrap_or_else(|| panic!("{release}: the setup loads"));
        assert_eq!(last.language, None, "{release}");
        assert_eq!(remembered_language(dir.path()), None, "{release}");
        // Saved again without a choice, the file has no language: an older release reads it.
        store.save_setup(&last).unwrap();
        let text = fs::read_to_string(dir.path().join("setup.json")).unwrap();
        assert!(!text.contains("language"), "{release}: {text}");
        let mut chosen = last.clone();
        chosen.language = Some("de".to_string());
        store.save_setup(&chosen).unwrap();
        assert_eq!(store.last_setup().and_then(|s| s.lang()), Some(Lang::De));
        assert_eq!(remembered_language(dir.path()), Some(Lang::De), "{release}");
    }
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let mut setup = yahtzee::tui::screens::setup::default_setup();
    setup.language = Some("it".to_string());
    store.save_setup(&setup).unwrap();
    assert_eq!(
        store.last_setup().map(|s| s.language),
        Some(Some("it".into()))
    );
    assert_eq!(remembered_language(dir.path()), None);
    // Not a language tag: the setup is damaged, kept aside, and said.
    let text = fs::read_to_string(dir.path().join("setup.json")).unwrap();
    fs::write(
        dir.path().join("setup.json"),
        text.replace("\"it\"", "\"de\\u001b[2J\""),
    )
    .unwrap();
    assert_eq!(remembered_language(dir.path()), None);
    assert!(store.last_setup().is_none());
    let notices = store.take_notices().join(" ");
    assert!(notices.contains("is not a language code"), "{notices}");
    assert!(!notices.contains('\u{1b}'), "{notices}");
}

/// A save whose format version is 0, opened by a German player: the sentence and the reason
/// inside it in German (the reason was English before).
#[test]
fn a_damaged_save_is_reported_in_german_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("matches")).unwrap();
    fs::write(dir.path().join("matches/match.json"), b"{\"version\": 0}").unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let outcome = speaking(Lang::De, None, || {
        store.load_match(&crate::common::mid("match"))
    });
    let LoadOutcome::Damaged { message } = outcome else {
        panic!("expected a damaged save, got {outcome:?}");
    };
    assert!(
        message.starts_with(
            "Der Spielstand ist beschädigt: die Formatversion 0 wurde nie geschrieben; "
        ),
        "{message}"
    );
    assert!(message.contains("match.json.corrupt-"), "{message}");
    for english in ["format version", "never written", "kept as"] {
        assert!(!message.contains(english), "{english:?}: {message}");
    }
}
