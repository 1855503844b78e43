include "f1745.td"
