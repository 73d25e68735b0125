library(targets)
tar_option_set(packages = c("readr", "dplyr", "ggplot2"))
list(
  tar_target(raw_file, "data/raw.csv", format = "file"),
  tar_target(raw, readr::read_csv(raw_file)),
  tar_target(summary, dplyr::summarise(raw, dplyr::across(where(is.numeric), mean, na.rm = TRUE))),
  tar_target(plot, ggplot2::ggplot(raw, ggplot2::aes(x = .data[[names(raw)[1]]])) + ggplot2::geom_histogram())
)
