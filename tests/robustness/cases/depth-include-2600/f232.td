include "f233.td"
