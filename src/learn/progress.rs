//! Which lessons the learner has finished; the UI stores it in localStorage as JSON
//! ([`crate::json`]).

use super::lesson::Lesson;
use std::collections::BTreeSet;

/// The set of completed lesson ids.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonsDone {
    completed: BTreeSet<String>,
}

impl LessonsDone {
    /// Records a finished lesson; returns whether it is new.
    pub fn complete(&mut self, id: &str) -> bool {
        self.completed.insert(id.to_string())
    }

    pub fn is_complete(&self, id: &str) -> bool {
        self.completed.contains(id)
    }

    /// The ids of the completed lessons, in id order.
    pub fn completed(&self) -> impl Iterator<Item = &str> {
        self.completed.iter().map(String::as_str)
    }

    /// Completed lessons among `lessons` (saved ids of removed lessons are not counted).
    pub fn completed_count(&self, lessons: &[Lesson]) -> usize {
        lessons.iter().filter(|l| self.is_complete(l.id)).count()
    }

    /// The first lesson not yet completed, in course order.
    pub fn next_lesson<'a>(&self, lessons: &'a [Lesson]) -> Option<&'a Lesson> {
        lessons.iter().find(|l| !self.is_complete(l.id))
    }

    /// Forgets everything.
    pub fn reset(&mut self) {
        self.completed.clear();
    }
}

// Stored as `{"completed":["atari","capture"]}` (`crate::storage`).
crate::json_struct!(LessonsDone { completed });
crate::stored_json!(LessonsDone);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::lessons::all;

    /// LessonsDone survives a JSON round trip, and unreadable JSON does not read.
    #[test]
    fn json_round_trip_and_bad_input() {
        use crate::storage::Stored;
        let mut p = LessonsDone::default();
        assert!(p.complete("liberties"));
        assert!(!p.complete("liberties"));
        let back = LessonsDone::from_stored(&p.to_stored()).unwrap();
        assert_eq!(back, p);
        assert!(back.is_complete("liberties"));
        for bad in ["", "{", "null", "[1,2]", "{\"completed\":3}"] {
            assert!(LessonsDone::from_stored(bad).is_err(), "{bad}");
        }
    }

    /// The next lesson is the first one not completed; unknown saved ids are ignored.
    #[test]
    fn next_lesson_in_course_order() {
        let lessons = all();
        let mut p: LessonsDone =
            crate::json::from_str("{\"completed\":[\"gone-lesson\"]}").unwrap();
        assert_eq!(p.completed_count(lessons), 0);
        assert_eq!(p.next_lesson(lessons).map(|l| l.id), Some(lessons[0].id));
        p.complete(lessons[0].id);
        assert_eq!(p.next_lesson(lessons).map(|l| l.id), Some(lessons[1].id));
        for l in lessons {
            p.complete(l.id);
        }
        assert_eq!(p.next_lesson(lessons), None);
        assert_eq!(p.completed_count(lessons), lessons.len());
        p.reset();
        assert_eq!(p.completed_count(lessons), 0);
    }
}
