include "f1269.td"
