// The headless view layer; filled by its issue.
