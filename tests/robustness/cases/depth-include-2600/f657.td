include "f658.td"
