# lessons
