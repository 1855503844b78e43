include "f745.td"
