include "f413.td"
