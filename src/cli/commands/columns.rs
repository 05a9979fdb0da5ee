//! A table of text columns whose widths follow what they hold: a heading in German is longer
//! than in English, and "57,3 %" than "57.3%", so no width is taken from English words. Each
//! column has the width its English layout always had as a floor, so the English tables stay
//! as they were.

use unicode_width::UnicodeWidthStr;

/// How a column's cells sit in its width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Align {
    Left,
    Right,
}

/// One column: its alignment, its narrowest width, and the spaces before it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Column {
    pub(super) align: Align,
    pub(super) min: usize,
    pub(super) gap: usize,
}

impl Column {
    pub(super) const fn left(min: usize, gap: usize) -> Column {
        Column {
            align: Align::Left,
            min,
            gap,
        }
    }

    pub(super) const fn right(min: usize, gap: usize) -> Column {
        Column {
            align: Align::Right,
            min,
            gap,
        }
    }
}

/// `rows` (the heading among them) laid out under `columns`, one line each, without a new
/// line at the end; a row shorter than the columns leaves the rest empty.
pub(super) fn lay_out(columns: &[Column], rows: &[Vec<String>]) -> Vec<String> {
    let widths: Vec<usize> = columns
        .iter()
        .enumerate()
        .map(|(i, c)| {
            rows.iter()
                .filter_map(|r| r.get(i))
                .map(|cell| cell.width())
                .fold(c.min, usize::max)
        })
        .collect();
    rows.iter()
        .map(|row| {
            let mut line = String::new();
            for ((cell, column), width) in row.iter().zip(columns).zip(&widths) {
                line.push_str(&" ".repeat(column.gap));
                let fill = " ".repeat(width.saturating_sub(cell.width()));
                match column.align {
                    Align::Left => {
                        line.push_str(cell);
                        line.push_str(&fill);
                    }
                    Align::Right => {
                        line.push_str(&fill);
                        line.push_str(cell);
                    }
                }
            }
            line
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_column_is_as_wide_as_its_widest_cell_and_never_narrower_than_its_floor() {
        let columns = [Column::left(5, 0), Column::right(4, 1)];
        let rows = vec![
            vec!["Platz".to_string(), "Mittelwert".to_string()],
            vec!["1".to_string(), "2,5".to_string()],
        ];
        assert_eq!(
            lay_out(&columns, &rows),
            ["Platz Mittelwert", "1            2,5"]
        );
        let rows = vec![vec!["ab".to_string(), "1".to_string()]];
        assert_eq!(lay_out(&columns, &rows), ["ab       1"]);
    }
}
