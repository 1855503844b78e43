include "f2413.td"
