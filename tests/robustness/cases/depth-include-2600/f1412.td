include "f1413.td"
