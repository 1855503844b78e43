include "f429.td"
