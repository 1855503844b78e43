include "f269.td"
