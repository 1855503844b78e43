include "f901.td"
